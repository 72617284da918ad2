import { z } from 'zod';
import { requiredEmail, requiredText as required } from '../forms/field-schemas';
import type { Council } from './council';

/** Messages of the council form (docs/product/organisations.md), verbatim. */
export const councilFormMessages = {
  nameRequired: 'Please input Local Authority Name',
  nameLength: 'Length should be at least 3',
  passwordRequired: 'Please enter a password',
  passwordLength: 'Please enter at least 6 characters',
  email: 'Please enter user email',
  firstName: 'Please enter first name',
  lastName: 'Please enter last name',
  phone: 'Please enter phone',
  mainPhone: 'Please enter valid number',
  supportEmail: 'Please enter valid email',
} as const;

/** Council name at least 3, password at least 6, main phone at least 8 (docs/product/organisations.md). */
export const councilLimits = { name: 3, password: 6, mainPhone: 8 } as const;

/** The admin a council, an organisation or an org user form names: e-mail, first and last name. */
export const adminEmail = requiredEmail(councilFormMessages.email);
export const adminNameFields = {
  first_name: required(councilFormMessages.firstName),
  last_name: required(councilFormMessages.lastName),
};

const shared = {
  name: required(councilFormMessages.nameRequired).pipe(
    z.string().min(councilLimits.name, councilFormMessages.nameLength),
  ),
  ...adminNameFields,
  main_phone: z.string().trim().min(councilLimits.mainPhone, councilFormMessages.mainPhone),
  support_email: requiredEmail(councilFormMessages.supportEmail),
};

/** A new council: its first admin's e-mail, password and phone are required. */
const newCouncilFormSchema = z.object({
  ...shared,
  email: adminEmail,
  password: z
    .string()
    .min(1, { error: councilFormMessages.passwordRequired, abort: true })
    .min(councilLimits.password, councilFormMessages.passwordLength),
  phone: required(councilFormMessages.phone),
});

/**
 * An existing council: e-mail, password and phone are disabled (docs/product/organisations.md), so they are
 * shown as loaded and neither checked nor sent (ADR 0050).
 */
const editCouncilFormSchema = z.object({
  ...shared,
  email: z.string(),
  password: z.string(),
  phone: z.string(),
});

export type CouncilFormValues = z.input<typeof newCouncilFormSchema>;

/** The schema for the form's mode. */
export const councilFormSchema = (editing: boolean) =>
  editing ? editCouncilFormSchema : newCouncilFormSchema;

/** An empty council form. */
export const emptyCouncilForm: CouncilFormValues = {
  name: '',
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  phone: '',
  support_email: '',
  main_phone: '',
};

/**
 * The form of a loaded council: `email` is its support address and `phone` its main phone; the
 * admin fields come from its first admin (ADR 0050). The password is never loaded.
 */
export function councilFormValuesOf(council: Council): CouncilFormValues {
  const admin = council.admins?.[0];
  return {
    name: council.name,
    support_email: council.email ?? '',
    main_phone: council.phone ?? '',
    first_name: admin?.first_name ?? '',
    last_name: admin?.last_name ?? '',
    email: admin?.email ?? '',
    phone: admin?.phone ?? '',
    password: '',
  };
}
