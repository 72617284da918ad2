import { zodResolver } from '@hookform/resolvers/zod';
import {
  accountFormSchema,
  accountMessages,
  emptyContact,
  initialContactRows,
  type AccountForm as AccountValues,
  type AccountFormDraft,
} from '@stride/domain';
import type { ComponentPropsWithoutRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Alert } from '../../primitives/Alert/Alert';
import { Button } from '../../primitives/Button/Button';
import { PasswordField } from '../../primitives/PasswordField/PasswordField';
import { TextField } from '../../primitives/TextField/TextField';
import { ImagePicker } from '../../components/ImagePicker/ImagePicker';
import { ContactRows } from './ContactRows';
import { useReportChanges } from '../../components/report-changes';

export type AccountFormProps = {
  /**
   * The name field's label: `accountNameLabel` of the signed-in role ('School Name' or 'Local Authority
   * Name').
   * @default 'Name'
   */
  nameLabel?: string;
  /** Called with valid values; while it runs Save shows it is working. */
  onSubmit: (values: AccountValues) => void | Promise<void>;
  /** Uploads the recompressed logo and resolves with its address. */
  onUploadLogo: (logo: Blob, fileName: string) => Promise<string>;
  /**
   * The current values. Contacts start as two empty rows when none are given (docs/product/account.md).
   * @default every field empty
   */
  defaultValues?: Partial<AccountFormDraft>;
  /**
   * Called with the whole form after each change the user makes (to keep a draft).
   * @default undefined
   */
  onValuesChange?: (values: AccountFormDraft) => void;
  /**
   * Why the last save failed, shown in an alert above Save; everything typed stays in the form.
   * @default undefined
   */
  error?: string;
} & Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'>;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.size['content-max']};
  & > button {
    align-self: flex-start;
  }
`;

const Section = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const emptyForm: AccountFormDraft = {
  logo_url: '',
  name: '',
  email: '',
  new_password: '',
  confirm_password: '',
  first_name: '',
  last_name: '',
  contacts: [],
};

/** The own-account form (docs/product/account.md): logo, organisation name, e-mail, password, primary admin and contacts. */
export function AccountForm({
  nameLabel = 'Name',
  onSubmit,
  onUploadLogo,
  defaultValues,
  onValuesChange,
  error,
  ...rest
}: AccountFormProps) {
  const {
    control,
    register,
    handleSubmit,
    watch,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<AccountFormDraft, unknown, AccountValues>({
    resolver: zodResolver(accountFormSchema),
    defaultValues: {
      ...emptyForm,
      ...defaultValues,
      contacts: defaultValues?.contacts ?? Array.from({ length: initialContactRows }, emptyContact),
    },
  });
  useReportChanges(watch, getValues, onValuesChange);

  return (
    <Form noValidate aria-label="Account" onSubmit={handleSubmit(onSubmit)} {...rest}>
      <Section>
        <Legend>Organisation</Legend>
        <Controller
          control={control}
          name="logo_url"
          render={({ field }) => (
            <ImagePicker
              label="Logo"
              imageUrl={field.value}
              onPick={async (logo, fileName) => field.onChange(await onUploadLogo(logo, fileName))}
              pickFailedMessage={accountMessages.logoUploadFailed}
            />
          )}
        />
        <TextField
          label={nameLabel}
          autoComplete="organization"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
      </Section>
      <Section>
        <Legend>Password</Legend>
        <PasswordField
          label="New password"
          autoComplete="new-password"
          showLengthHint
          error={errors.new_password?.message}
          {...register('new_password')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          showLengthHint
          error={errors.confirm_password?.message}
          {...register('confirm_password')}
        />
      </Section>
      <Section>
        <Legend>Primary admin</Legend>
        <TextField
          label="First name"
          autoComplete="given-name"
          error={errors.first_name?.message}
          {...register('first_name')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={errors.last_name?.message}
          {...register('last_name')}
        />
      </Section>
      <Section>
        <Legend>Contacts</Legend>
        <ContactRows control={control} register={register} errors={errors.contacts} />
      </Section>
      {error ? <Alert variant="error">{error}</Alert> : null}
      <Button type="submit" size="large" loading={isSubmitting}>
        Save
      </Button>
    </Form>
  );
}
