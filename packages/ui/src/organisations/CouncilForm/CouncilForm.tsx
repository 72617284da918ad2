import { zodResolver } from '@hookform/resolvers/zod';
import { councilFormSchema, emptyCouncilForm, type CouncilFormValues } from '@stride/domain';
import type { ComponentPropsWithoutRef } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../primitives/Alert/Alert';
import { FieldGrid, Form, Section } from '../../components/form-layout.styles';
import { useReportChanges } from '../../components/report-changes';
import { FormPasswordField, FormTextField, NameFields } from '../../components/form-fields';
import { FormActions } from '../../components/FormActions/FormActions';

export type CouncilFormProps = {
  /** Called with the checked values; the button shows it is working until the promise settles. */
  onSubmit: (values: CouncilFormValues) => void | Promise<void>;
  /**
   * An existing council: e-mail, password and phone are disabled and not checked.
   * @default false
   */
  editing?: boolean;
  /**
   * Values to start with (the loaded council, or a kept draft).
   * @default every field empty
   */
  defaultValues?: Partial<CouncilFormValues>;
  /**
   * Called with the whole form after each change the user makes (to keep a draft).
   * @default undefined
   */
  onValuesChange?: (values: CouncilFormValues) => void;
  /**
   * Why the last save failed ('Errors' when the server returned no id), above the fields.
   * @default undefined
   */
  error?: string;
} & Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'>;

/** The council form (docs/product/organisations.md): the council, its first admin and its contact details. */
export function CouncilForm({
  onSubmit,
  editing = false,
  defaultValues,
  onValuesChange,
  error,
  ...rest
}: CouncilFormProps) {
  const {
    control,
    handleSubmit,
    watch,
    getValues,
    formState: { isSubmitting },
  } = useForm<CouncilFormValues>({
    resolver: zodResolver(councilFormSchema(editing)),
    defaultValues: { ...emptyCouncilForm, ...defaultValues },
  });
  useReportChanges(watch, getValues, onValuesChange);
  const adminRequired = !editing;

  return (
    <Form
      noValidate
      aria-label={editing ? 'Edit council' : 'New council'}
      onSubmit={handleSubmit(onSubmit)}
      {...rest}
    >
      {error ? <Alert variant="error">{error}</Alert> : null}
      <Section>
        <h2>Council</h2>
        <FieldGrid>
          <FormTextField control={control} name="name" label="Local Authority Name" required />
          <FormTextField control={control} name="support_email" label="Support email" type="email" required />
          <FormTextField control={control} name="main_phone" label="Main phone" type="tel" required />
        </FieldGrid>
      </Section>
      <Section>
        <h2>Admin</h2>
        <FieldGrid>
          <NameFields control={control} />
          <FormTextField
            control={control}
            name="email"
            label="Email"
            type="email"
            autoComplete="off"
            required={adminRequired}
            disabled={editing}
          />
          <FormPasswordField
            control={control}
            name="password"
            label="Password"
            autoComplete="new-password"
            required={adminRequired}
            disabled={editing}
          />
          <FormTextField
            control={control}
            name="phone"
            label="Phone"
            type="tel"
            required={adminRequired}
            disabled={editing}
          />
        </FieldGrid>
      </Section>
      <FormActions submitLabel="Save" submitting={isSubmitting} />
    </Form>
  );
}
