import { z } from 'zod';
import type { Organisation } from './organisation';
import { schoolTypes } from './organisation';
import { adminEmail, adminNameFields, councilFormMessages } from './council-form';

/**
 * Messages of the organisation form (docs/product/organisations.md). Name and school type are the spec's; it
 * gives no text for e-mail, first and last name, so the council form's are used, and the codes' hint is also
 * their message (ADR 0051).
 */
export const organisationFormMessages = {
  name: 'Please input Org name',
  schoolType: 'Please select School type',
  email: councilFormMessages.email,
  firstName: councilFormMessages.firstName,
  lastName: councilFormMessages.lastName,
  code: 'At least 6 characters',
} as const;

/** Organisation name at least 3, codes at least 6 (docs/product/organisations.md). */
const organisationLimits = { name: 3, code: 6 } as const;

const code = z
  .string()
  .trim()
  .refine((value) => value === '' || value.length >= organisationLimits.code, organisationFormMessages.code);

/** The organisation form: the school, its contact admin, and its sign-up codes (optional until set). */
export const organisationFormSchema = z.object({
  name: z.string().trim().min(organisationLimits.name, organisationFormMessages.name),
  school_type: z.string().pipe(z.enum(schoolTypes, { error: organisationFormMessages.schoolType })),
  /** A council's id as text, '' for none. */
  council_id: z.string(),
  email: adminEmail,
  ...adminNameFields,
  phone: z.string().trim(),
  code,
  staff_code: code,
});

export type OrganisationFormValues = z.input<typeof organisationFormSchema>;
export type OrganisationFormOutput = z.output<typeof organisationFormSchema>;

export const emptyOrganisationForm: OrganisationFormValues = {
  name: '',
  school_type: '',
  council_id: '',
  email: '',
  first_name: '',
  last_name: '',
  phone: '',
  code: '',
  staff_code: '',
};

/** The form of a loaded organisation; the contact is its first admin. */
export function organisationFormValuesOf(organisation: Organisation): OrganisationFormValues {
  const admin = organisation.admins?.[0];
  return {
    name: organisation.name,
    school_type: organisation.school_type ?? '',
    council_id: organisation.council_id == null ? '' : String(organisation.council_id),
    email: organisation.email ?? '',
    first_name: admin?.first_name ?? '',
    last_name: admin?.last_name ?? '',
    phone: organisation.phone ?? '',
    code: organisation.code ?? '',
    staff_code: organisation.staff_code ?? '',
  };
}
