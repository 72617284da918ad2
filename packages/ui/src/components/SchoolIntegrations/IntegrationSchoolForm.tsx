import { zodResolver } from '@hookform/resolvers/zod';
import {
  emptyIntegrationSchoolForm,
  integrationSchoolFormSchema,
  type IntegrationSchoolFormValues,
} from '@stride/domain';
import type { ComponentPropsWithoutRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Select, type SelectOption } from '../../primitives/Select';
import { TextAreaField } from '../../primitives/TextAreaField';
import { TextField } from '../../primitives/TextField';
import { FieldGrid, Form } from '../form-layout.styles';
import { FormActions } from '../FormActions';

export type IntegrationSchoolFormProps = {
  /** The schools a token may be added for (value: organisation id). */
  organisations: readonly SelectOption[];
  /** Called with the checked values; the button shows it is working until the promise settles. */
  onSubmit: (values: IntegrationSchoolFormValues) => void | Promise<void>;
  /** Closes the form without saving. */
  onCancel: () => void;
} & Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'>;

/** Add new School (spec 2 §5): name, organisation, provider school id and token required; notes. */
export function IntegrationSchoolForm({
  organisations,
  onSubmit,
  onCancel,
  ...rest
}: IntegrationSchoolFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<IntegrationSchoolFormValues>({
    resolver: zodResolver(integrationSchoolFormSchema),
    defaultValues: emptyIntegrationSchoolForm,
  });
  return (
    <Form noValidate aria-label="New integration school" onSubmit={handleSubmit(onSubmit)} {...rest}>
      <FieldGrid>
        <TextField label="Name" required error={errors.name?.message} {...register('name')} />
        <Controller
          control={control}
          name="organization_id"
          render={({ field }) => (
            <Select
              label="Organisation"
              required
              options={organisations}
              value={field.value}
              onValueChange={field.onChange}
              ref={field.ref}
              error={errors.organization_id?.message}
            />
          )}
        />
        <TextField
          label="Provider school id"
          required
          error={errors.provider_school_id?.message}
          {...register('provider_school_id')}
        />
        <TextField
          label="Token"
          required
          autoComplete="off"
          error={errors.token?.message}
          {...register('token')}
        />
      </FieldGrid>
      <TextAreaField label="Notes" {...register('notes')} />
      <FormActions submitLabel="Add school" submitting={isSubmitting} onCancel={onCancel} />
    </Form>
  );
}
