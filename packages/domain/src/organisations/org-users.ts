import { z } from 'zod';
import { adminEmail, adminNameFields, councilFormMessages, councilLimits } from './council-form';

/** The org-user roles and their ids (docs/product/organisations.md). */
export const orgUserRoles = [
  { id: 7, label: 'School admin' },
  { id: 8, label: 'Council admin' },
  { id: 9, label: 'Org admin' },
] as const;

/** The label of a role id; an unknown id is shown as received. */
export const orgUserRoleLabel = (roleId: number) =>
  orgUserRoles.find((role) => role.id === roleId)?.label ?? String(roleId);

/** An org user record (docs/product/organisations.md). */
export const orgUserSchema = z.object({
  id: z.number(),
  user: z.object({
    id: z.number(),
    status: z.string().nullish(),
    email: z.string(),
    first_name: z.string().nullish(),
    last_name: z.string().nullish(),
  }),
  role: z.string().nullish(),
  role_id: z.number(),
  permissions: z.array(z.string()).nullish(),
});
export type OrgUser = z.infer<typeof orgUserSchema>;

/** Relationship flags of an organisation (docs/product/organisations.md). */
export const orgRelationshipsSchema = z.object({ has_sub_orgs: z.boolean(), has_multi_schools: z.boolean() });
export type OrgRelationships = z.infer<typeof orgRelationshipsSchema>;

/**
 * The org user form adds a password to the record. The spec gives no messages for it, so the
 * council form's are used; the role has its own (ADR 0053). A new user needs a password; an edit
 * keeps the old one when it is left blank.
 */
export const orgUserFormMessages = {
  email: councilFormMessages.email,
  firstName: councilFormMessages.firstName,
  lastName: councilFormMessages.lastName,
  passwordRequired: councilFormMessages.passwordRequired,
  passwordLength: councilFormMessages.passwordLength,
  role: 'Please select a role',
} as const;

const roleIds = orgUserRoles.map((role) => String(role.id));

export function orgUserFormSchema(editing: boolean) {
  const password = z
    .string()
    .refine(
      (value) => value.length === 0 || value.length >= councilLimits.password,
      orgUserFormMessages.passwordLength,
    );
  return z.object({
    email: adminEmail,
    ...adminNameFields,
    password: editing
      ? password
      : z.string().min(1, { error: orgUserFormMessages.passwordRequired, abort: true }).pipe(password),
    role_id: z.string().refine((value) => roleIds.includes(value), orgUserFormMessages.role),
  });
}
export type OrgUserFormValues = z.input<ReturnType<typeof orgUserFormSchema>>;

export const emptyOrgUserForm: OrgUserFormValues = {
  email: '',
  first_name: '',
  last_name: '',
  password: '',
  role_id: '',
};

/** The form of a saved org user (the password is never loaded). */
export const orgUserFormValuesOf = (record: OrgUser): OrgUserFormValues => ({
  email: record.user.email,
  first_name: record.user.first_name ?? '',
  last_name: record.user.last_name ?? '',
  password: '',
  role_id: String(record.role_id),
});
