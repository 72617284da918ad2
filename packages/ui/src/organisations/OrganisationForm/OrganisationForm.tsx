import { zodResolver } from '@hookform/resolvers/zod';
import {
  emptyOrganisationForm,
  organisationFormMessages,
  organisationFormSchema,
  type OrganisationFormOutput,
  type OrganisationFormValues,
} from '@stride/domain';
import type { ComponentPropsWithoutRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '../../primitives/Alert/Alert';
import { Select } from '../../primitives/Select/Select';
import { FieldGrid, Form, Section } from '../../components/form-layout.styles';
import { useReportChanges } from '../../components/report-changes';
import { FormSelect, FormTextField, NameFields } from '../../components/form-fields';
import { FormActions } from '../../components/FormActions/FormActions';

export type OrganisationFormProps = {
  /** Called with the checked values; the button shows it is working until the promise settles. */
  onSubmit: (values: OrganisationFormOutput) => void | Promise<void>;
  /** The councils a school may belong to. */
  councils: readonly { id: number; name: string }[];
  /**
   * Values to start with (the loaded organisation).
   * @default every field empty
   */
  defaultValues?: Partial<OrganisationFormValues>;
  /**
   * Called with the whole form after each change the user makes (to keep a draft).
   * @default undefined
   */
  onValuesChange?: (values: OrganisationFormValues) => void;
  /**
   * Why the last save failed ('Errors' when the server returned no id; docs/product/organisations.md).
   * @default undefined
   */
  error?: string;
  /**
   * Names the form: 'New organisation' or 'Edit organisation'.
   * @default 'New organisation'
   */
  'aria-label'?: string;
} & Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'>;

const schoolTypeOptions = [
  { value: 'COUNCIL', label: 'Council' },
  { value: 'INDEPENDENT', label: 'Independent' },
];
/** Radix Select has no empty item; this one stands for "no council". */
const noCouncil = 'none';

/** The organisation form's main fields (docs/product/organisations.md): school, contact admin and sign-up codes. */
export function OrganisationForm({
  onSubmit,
  councils,
  defaultValues,
  onValuesChange,
  error,
  'aria-label': label = 'New organisation',
  ...rest
}: OrganisationFormProps) {
  const {
    control,
    handleSubmit,
    watch,
    getValues,
    formState: { isSubmitting },
  } = useForm<OrganisationFormValues, unknown, OrganisationFormOutput>({
    resolver: zodResolver(organisationFormSchema),
    defaultValues: { ...emptyOrganisationForm, ...defaultValues },
  });
  useReportChanges(watch, getValues, onValuesChange);
  const councilOptions = [
    { value: noCouncil, label: 'No council' },
    ...councils.map((council) => ({ value: String(council.id), label: council.name })),
  ];

  return (
    <Form noValidate aria-label={label} onSubmit={handleSubmit(onSubmit)} {...rest}>
      {error ? <Alert variant="error">{error}</Alert> : null}
      <Section>
        <h2>Organisation</h2>
        <FieldGrid>
          <FormTextField control={control} name="name" label="Org name" required />
          <FormSelect
            control={control}
            name="school_type"
            label="School type"
            required
            options={schoolTypeOptions}
          />
          <Controller
            control={control}
            name="council_id"
            render={({ field }) => (
              <Select
                label="Council"
                options={councilOptions}
                value={field.value || noCouncil}
                onValueChange={(value) => field.onChange(value === noCouncil ? '' : value)}
                ref={field.ref}
              />
            )}
          />
          <FormTextField control={control} name="phone" label="Phone" type="tel" />
          <FormTextField
            control={control}
            name="code"
            label="Parent code"
            description={organisationFormMessages.code}
          />
          <FormTextField
            control={control}
            name="staff_code"
            label="Staff code"
            description={organisationFormMessages.code}
          />
        </FieldGrid>
      </Section>
      <Section>
        <h2>Contact</h2>
        <FieldGrid>
          <FormTextField control={control} name="email" label="Email" type="email" required />
          <NameFields control={control} />
        </FieldGrid>
      </Section>
      <FormActions submitLabel="Save" submitting={isSubmitting} />
    </Form>
  );
}
