import type { FileRule } from '@stride/domain';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { FileField } from './FileField';

/**
 * A `FileField` bound to the `File | null` field `name` of a react-hook-form form: a refused file
 * leaves the field empty, and a submit without a file focuses the input.
 */
export function FormFileField<Values extends FieldValues>({
  control,
  name,
  label,
  rule,
}: {
  control: Control<Values>;
  name: FieldPathByValue<Values, File | null>;
  label: string;
  rule: FileRule;
}) {
  const { field } = useController({ control, name });
  return <FileField label={label} rule={rule} onFileChange={field.onChange} ref={field.ref} />;
}
