import { zodResolver } from '@hookform/resolvers/zod';
import { emptyOrgUserForm, orgUserFormSchema, orgUserRoles, type OrgUserFormValues } from '@stride/domain';
import type { ComponentPropsWithoutRef } from 'react';
import { useForm } from 'react-hook-form';
import { FieldGrid, Form } from '../../components/form-layout.styles';
import { FormActions } from '../../components/FormActions/FormActions';
import { FormPasswordField, FormSelect, FormTextField, NameFields } from '../../components/form-fields';

export type OrgUserFormProps = {
  /** Called with the checked values; the button shows it is working until the promise settles. */
  onSubmit: (values: OrgUserFormValues) => void | Promise<void>;
  /** Closes the form without saving. */
  onCancel: () => void;
  /**
   * A saved user: a blank password keeps the old one.
   * @default false
   */
  editing?: boolean;
  /**
   * Values to start with (the user being edited).
   * @default every field empty
   */
  defaultValues?: Partial<OrgUserFormValues>;
} & Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'>;

const roleOptions = orgUserRoles.map((role) => ({ value: String(role.id), label: role.label }));

/** An org user (docs/product/organisations.md): e-mail, name, password and role (7 School admin, 8 Council admin, 9 Org admin). */
export function OrgUserForm({
  onSubmit,
  onCancel,
  editing = false,
  defaultValues,
  ...rest
}: OrgUserFormProps) {
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<OrgUserFormValues>({
    resolver: zodResolver(orgUserFormSchema(editing)),
    defaultValues: { ...emptyOrgUserForm, ...defaultValues },
  });

  return (
    <Form
      noValidate
      aria-label={editing ? 'Edit org user' : 'New org user'}
      onSubmit={handleSubmit(onSubmit)}
      {...rest}
    >
      <FieldGrid>
        <FormTextField
          control={control}
          name="email"
          label="Email"
          type="email"
          autoComplete="off"
          required
        />
        <NameFields control={control} />
        <FormPasswordField
          control={control}
          name="password"
          label="Password"
          autoComplete="new-password"
          required={!editing}
          description={editing ? 'Leave blank to keep the current password' : undefined}
        />
        <FormSelect control={control} name="role_id" label="Role" required options={roleOptions} />
      </FieldGrid>
      <FormActions submitLabel="Save user" submitting={isSubmitting} onCancel={onCancel} />
    </Form>
  );
}
