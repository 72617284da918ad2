import { tagsOf } from '@stride/domain';
import { useState } from 'react';
import {
  useController,
  type Control,
  type FieldPathByValue,
  type FieldValues,
  type UseControllerReturn,
} from 'react-hook-form';
import { Checkbox, type CheckboxProps } from '../primitives/Checkbox/Checkbox';
import { PasswordField, type PasswordFieldProps } from '../primitives/PasswordField/PasswordField';
import { Select, type SelectProps } from '../primitives/Select/Select';
import { TextAreaField, type TextAreaFieldProps } from '../primitives/TextAreaField/TextAreaField';
import { TextField, type TextFieldProps } from '../primitives/TextField/TextField';

/**
 * The field rows of the react-hook-form forms: each input bound to one field of the form by
 * `control` and `name`, showing that field's zod message, keeping what was typed and taking the
 * focus when it is the first invalid field of a submit.
 */
type Bound<Values extends FieldValues> = {
  control: Control<Values>;
  name: FieldPathByValue<Values, string>;
};
type Taken = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onValueChange' | 'onBlur' | 'error' | 'ref';

const boundProps = <Values extends FieldValues>({
  field,
  fieldState,
}: UseControllerReturn<Values, FieldPathByValue<Values, string>>) => ({
  name: field.name,
  value: (field.value as string | null | undefined) ?? '',
  onChange: field.onChange,
  onBlur: field.onBlur,
  ref: field.ref,
  error: fieldState.error?.message,
});

export function FormTextField<Values extends FieldValues>({
  control,
  name,
  ...props
}: Bound<Values> & Omit<TextFieldProps, Taken>) {
  return <TextField {...props} {...boundProps(useController({ control, name }))} />;
}

export function FormPasswordField<Values extends FieldValues>({
  control,
  name,
  ...props
}: Bound<Values> & Omit<PasswordFieldProps, Taken>) {
  return <PasswordField {...props} {...boundProps(useController({ control, name }))} />;
}

export function FormTextAreaField<Values extends FieldValues>({
  control,
  name,
  ...props
}: Bound<Values> & Omit<TextAreaFieldProps, Taken>) {
  return <TextAreaField {...props} {...boundProps(useController({ control, name }))} />;
}

/**
 * A Select bound to a field holding the chosen option's value. `onValueChange`, when given, takes
 * the choice instead of the field (a choice that changes other fields with it).
 */
export function FormSelect<Values extends FieldValues>({
  control,
  name,
  onValueChange,
  ...props
}: Bound<Values> & Omit<SelectProps, Exclude<Taken, 'onValueChange'>>) {
  const { onChange, ...bound } = boundProps(useController({ control, name }));
  return <Select {...props} {...bound} onValueChange={onValueChange ?? onChange} />;
}

/** A Checkbox bound to a yes/no field. */
export function FormCheckbox<Values extends FieldValues>({
  control,
  name,
  ...props
}: { control: Control<Values>; name: FieldPathByValue<Values, boolean> } & Omit<
  CheckboxProps,
  'name' | 'checked' | 'defaultChecked' | 'onCheckedChange' | 'onBlur' | 'ref'
>) {
  const { field } = useController({ control, name });
  return (
    <Checkbox
      {...props}
      name={field.name}
      checked={field.value === true}
      onCheckedChange={(on) => field.onChange(on === true)}
      onBlur={field.onBlur}
      ref={field.ref}
    />
  );
}

/** A person's First name and Last name, both required (the council admin, the organisation contact, an org user). */
export function NameFields<Values extends { first_name: string; last_name: string }>({
  control,
}: {
  control: Control<Values>;
}) {
  const field = (name: 'first_name' | 'last_name') => name as FieldPathByValue<Values, string>;
  return (
    <>
      <FormTextField control={control} name={field('first_name')} label="First name" required />
      <FormTextField control={control} name={field('last_name')} label="Last name" required />
    </>
  );
}

export type TagsFieldProps = {
  /** The tags, shown comma separated. */
  value: readonly string[];
  /** Called with the typed tags, trimmed, empty ones dropped. */
  onValueChange: (tags: string[]) => void;
} & Omit<TextFieldProps, 'label' | 'description' | 'value' | 'defaultValue' | 'onValueChange' | 'onChange'>;

/**
 * Tags typed comma separated (the automation and ML model editors). The text stays as typed (a
 * comma, a space) while it says the tags of `value`; tags set from outside show as 'a, b'.
 */
export function TagsField({ value, onValueChange, ...props }: TagsFieldProps) {
  const [typed, setTyped] = useState(() => value.join(', '));
  const sameTags = tagsOf(typed).join(',') === value.join(',');
  return (
    <TextField
      {...props}
      label="Tags"
      description="Comma separated"
      value={sameTags ? typed : value.join(', ')}
      onValueChange={(text) => {
        setTyped(text);
        onValueChange(tagsOf(text));
      }}
    />
  );
}
