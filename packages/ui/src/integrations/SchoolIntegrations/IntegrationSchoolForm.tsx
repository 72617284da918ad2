import { zodResolver } from '@hookform/resolvers/zod';
import {
  emptyIntegrationSchoolForm,
  integrationSchoolFormSchema,
  type IntegrationSchoolFormValues,
} from '@stride/domain';
import type { ComponentPropsWithoutRef } from 'react';
import { useForm } from 'react-hook-form';
import type { SelectOption } from '../../primitives/Select/Select';
import { FieldGrid, Form } from '../../components/form-layout.styles';
import { FormActions } from '../../components/FormActions/FormActions';
import { FormSelect, FormTextAreaField, FormTextField } from '../../components/form-fields';

export type IntegrationSchoolFormProps = {
  /** The schools a token may be added for (value: organisation id). */
  organisations: readonly SelectOption[];
  /** Called with the checked values; the button shows it is working until the promise settles. */
  onSubmit: (values: IntegrationSchoolFormValues) => void | Promise<void>;
  /** Closes the form without saving. */
  onCancel: () => void;
} & Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'>;

/** Add new School (docs/product/integrations.md): name, organisation, provider school id and token required; notes. */
export function IntegrationSchoolForm({
  organisations,
  onSubmit,
  onCancel,
  ...rest
}: IntegrationSchoolFormProps) {
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<IntegrationSchoolFormValues>({
    resolver: zodResolver(integrationSchoolFormSchema),
    defaultValues: emptyIntegrationSchoolForm,
  });
  return (
    <Form noValidate aria-label="New integration school" onSubmit={handleSubmit(onSubmit)} {...rest}>
      <FieldGrid>
        <FormTextField control={control} name="name" label="Name" required />
        <FormSelect
          control={control}
          name="organization_id"
          label="Organisation"
          required
          options={organisations}
        />
        <FormTextField control={control} name="provider_school_id" label="Provider school id" required />
        <FormTextField control={control} name="token" label="Token" required autoComplete="off" />
      </FieldGrid>
      <FormTextAreaField control={control} name="notes" label="Notes" />
      <FormActions submitLabel="Add school" submitting={isSubmitting} onCancel={onCancel} />
    </Form>
  );
}
