import { zodResolver } from '@hookform/resolvers/zod';
import { emptyOrgUserForm, orgUserFormSchema, orgUserRoles, type OrgUserFormValues } from '@stride/domain';
import type { ComponentPropsWithoutRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { PasswordField } from '../../primitives/PasswordField';
import { Select } from '../../primitives/Select';
import { TextField } from '../../primitives/TextField';
import { FieldGrid, Form } from '../form-layout.styles';
import { FormActions } from '../FormActions';

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

/** An org user (spec 3 §3, §7): e-mail, name, password and role (7 School admin, 8 Council admin, 9 Org admin). */
export function OrgUserForm({
  onSubmit,
  onCancel,
  editing = false,
  defaultValues,
  ...rest
}: OrgUserFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
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
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="First name"
          required
          error={errors.first_name?.message}
          {...register('first_name')}
        />
        <TextField label="Last name" required error={errors.last_name?.message} {...register('last_name')} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          required={!editing}
          description={editing ? 'Leave blank to keep the current password' : undefined}
          error={errors.password?.message}
          {...register('password')}
        />
        <Controller
          control={control}
          name="role_id"
          render={({ field }) => (
            <Select
              label="Role"
              required
              options={roleOptions}
              value={field.value}
              onValueChange={field.onChange}
              ref={field.ref}
              error={errors.role_id?.message}
            />
          )}
        />
      </FieldGrid>
      <FormActions submitLabel="Save user" submitting={isSubmitting} onCancel={onCancel} />
    </Form>
  );
}
