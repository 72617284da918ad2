import { zodResolver } from '@hookform/resolvers/zod';
import {
  emptyPersonSearch,
  personSearchFields,
  personSearchFormSchema,
  type PersonSearchValues,
} from '@stride/domain';
import type { ComponentPropsWithoutRef } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../primitives/Alert/Alert';
import { Button } from '../../primitives/Button/Button';
import { FormTextField } from '../../components/form-fields';
import { Actions, FieldGrid, Form, Section } from '../../components/form-layout.styles';

export type PersonSearchFormProps = {
  /** Called with what was typed once it may be sent; the fields keep their text. */
  onSearch: (values: PersonSearchValues) => void;
  /**
   * A search is running: Search shows it is working.
   * @default false
   */
  searching?: boolean;
  /**
   * The text the fields start with.
   * @default every field empty
   */
  defaultValues?: PersonSearchValues;
} & Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'>;

/**
 * Actions: user_info's search (docs/product/actions.md): first name, last name, email and user id find users;
 * student first name, last name and id find pupils. Enter or Search sends; Clear empties the fields.
 */
export function PersonSearchForm({
  onSearch,
  searching = false,
  defaultValues = emptyPersonSearch,
  ...rest
}: PersonSearchFormProps) {
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PersonSearchValues>({
    resolver: zodResolver(personSearchFormSchema),
    defaultValues,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  return (
    <Form
      aria-label="Search users and students"
      noValidate
      onSubmit={handleSubmit((values) => onSearch(values))}
      {...rest}
    >
      <Section>
        <FieldGrid>
          {personSearchFields.map((field) => (
            <FormTextField
              key={field.name}
              control={control}
              label={field.label}
              name={field.name}
              inputMode={field.name.endsWith('_id') ? 'numeric' : undefined}
              type={field.name === 'email' ? 'email' : 'text'}
            />
          ))}
        </FieldGrid>
        {errors.root ? <Alert variant="error">{errors.root.message}</Alert> : null}
      </Section>
      <Actions>
        <Button type="submit" loading={searching}>
          Search
        </Button>
        <Button type="button" variant="secondary" onClick={() => reset(emptyPersonSearch)}>
          Clear
        </Button>
      </Actions>
    </Form>
  );
}
