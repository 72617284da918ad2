import { z } from 'zod';
import { requiredText } from '../forms/field-schemas';
import type { Role } from '../access/role';
import { seesOneSchool } from '../access/role-scope';

/** Contact roles of the account form (docs/product/account.md). */
export const contactRoles = ['administrator', 'headmaster', 'bursar'] as const;
export type ContactRole = (typeof contactRoles)[number];
export const contactRoleLabels: Record<ContactRole, string> = {
  administrator: 'Administrator',
  headmaster: 'Headmaster',
  bursar: 'Bursar',
};

/** Messages of the account form. The first two are the product's, verbatim (docs/product/account.md); the rest are ours (ADR 0038). */
export const accountMessages = {
  contactRequired: 'contact can not be null',
  updated: 'Updated',
  updateFailed: 'Your details could not be saved. Nothing you typed is lost: try again.',
  emailInvalid: 'Enter a valid e-mail address',
  passwordShort: 'Minimum 8 characters',
  passwordMismatch: 'The passwords do not match',
  logoUploadFailed: 'The logo could not be uploaded. Try again.',
} as const;

/** Password inputs hint at a minimum length of 8 (docs/product/account.md). */
const passwordMinLength = 8;
/** The form starts with two contact rows (docs/product/account.md). */
export const initialContactRows = 2;

const contactField = requiredText(accountMessages.contactRequired);

/** One contact row: every field is required with 'contact can not be null' (docs/product/account.md). */
const accountContactSchema = z.object({
  id: z.number().optional(),
  email: contactField.pipe(z.email(accountMessages.emailInvalid)),
  first_name: contactField,
  last_name: contactField,
  // A new row's role is '' until one is chosen, so the typed form takes any string.
  role: z.string().pipe(z.enum(contactRoles, { error: accountMessages.contactRequired })),
});

/** A contact row as typed: the role is '' until chosen. */
export type AccountContactDraft = z.input<typeof accountContactSchema>;

export const emptyContact = (): AccountContactDraft => ({
  email: '',
  first_name: '',
  last_name: '',
  role: '',
});

/**
 * The account update form (docs/product/account.md): logo_url, name, email, new_password, confirm_password,
 * first_name, last_name, contacts. A new password is optional; when given it has at least 8
 * characters and the confirmation matches (ADR 0038).
 */
export const accountFormSchema = z
  .object({
    logo_url: z.string(),
    name: z.string().trim(),
    email: z.string().trim().pipe(z.email(accountMessages.emailInvalid)),
    new_password: z
      .string()
      .refine((value) => value === '' || value.length >= passwordMinLength, accountMessages.passwordShort),
    confirm_password: z.string(),
    first_name: z.string().trim(),
    last_name: z.string().trim(),
    contacts: z.array(accountContactSchema),
  })
  .refine((form) => form.new_password === form.confirm_password, {
    path: ['confirm_password'],
    message: accountMessages.passwordMismatch,
  });
export type AccountForm = z.infer<typeof accountFormSchema>;
/** The form as typed, before validation. */
export type AccountFormDraft = z.input<typeof accountFormSchema>;

/** The name is the 'School Name' for a school admin, otherwise the 'Local Authority Name'. */
export function accountNameLabel(role: Role): string {
  return seesOneSchool(role) ? 'School Name' : 'Local Authority Name';
}
