import { zodResolver } from '@hookform/resolvers/zod';
import {
  emptyTestUserForm,
  testUserFormSchema,
  testUserTitles,
  testUserTypes,
  type TestUserFormValues,
} from '@stride/domain';
import type { ComponentPropsWithoutRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Select, type SelectOption } from '../../primitives/Select/Select';
import { TextField } from '../../primitives/TextField/TextField';
import { FieldGrid, Form } from '../../components/form-layout.styles';
import { FormActions } from '../../components/FormActions/FormActions';

export type TestUserFormProps = {
  /** The schools a test user may belong to (value: organisation id). */
  organisations: readonly SelectOption[];
  /** Called with the checked values; the button shows it is working until the promise settles. */
  onSubmit: (values: TestUserFormValues) => void | Promise<void>;
  /** Closes the form without saving. */
  onCancel: () => void;
} & Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'>;

const titleOptions = testUserTitles.map((title) => ({ value: title, label: title }));
const typeOptions = testUserTypes.map((type) => ({ value: type, label: type }));

/** Add new test User (docs/product/integrations.md): title, type, names, organisation and e-mail, all required. */
export function TestUserForm({ organisations, onSubmit, onCancel, ...rest }: TestUserFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TestUserFormValues>({
    resolver: zodResolver(testUserFormSchema),
    defaultValues: emptyTestUserForm,
  });
  const select = (
    name: 'title' | 'type' | 'organization_id',
    label: string,
    options: readonly SelectOption[],
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          required
          options={options}
          value={field.value}
          onValueChange={field.onChange}
          ref={field.ref}
          error={errors[name]?.message}
        />
      )}
    />
  );
  return (
    <Form noValidate aria-label="New test user" onSubmit={handleSubmit(onSubmit)} {...rest}>
      <FieldGrid>
        {select('title', 'Title', titleOptions)}
        {select('type', 'Type', typeOptions)}
        <TextField
          label="First name"
          required
          error={errors.first_name?.message}
          {...register('first_name')}
        />
        <TextField label="Last name" required error={errors.last_name?.message} {...register('last_name')} />
        {select('organization_id', 'Organisation', organisations)}
        <TextField label="Email" type="email" required error={errors.email?.message} {...register('email')} />
      </FieldGrid>
      <FormActions submitLabel="Add test user" submitting={isSubmitting} onCancel={onCancel} />
    </Form>
  );
}
