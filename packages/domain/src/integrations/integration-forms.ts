import { z } from 'zod';
import { requiredEmail, requiredText as required } from '../forms/field-schemas';

/** The spec requires these fields and shows no messages for them (ADR 0062). */
const integrationFormMessages = {
  name: 'Please input School name',
  organisation: 'Please select an organisation',
  providerSchoolId: 'Please input Provider school id',
  token: 'Please input Token',
  title: 'Please select Title',
  type: 'Please select Type',
  firstName: 'Please input First name',
  lastName: 'Please input Last name',
  email: 'Please input Email',
  emailFormat: 'Please input a valid Email',
} as const;

const email = requiredEmail(integrationFormMessages.email, integrationFormMessages.emailFormat);

/** Add new School (docs/product/integrations.md): name, organisation, provider school id and token required; notes optional. */
export const integrationSchoolFormSchema = z.object({
  name: required(integrationFormMessages.name),
  organization_id: required(integrationFormMessages.organisation),
  provider_school_id: required(integrationFormMessages.providerSchoolId),
  token: required(integrationFormMessages.token),
  notes: z.string().trim(),
});
export type IntegrationSchoolFormValues = z.input<typeof integrationSchoolFormSchema>;
export const emptyIntegrationSchoolForm: IntegrationSchoolFormValues = {
  name: '',
  organization_id: '',
  provider_school_id: '',
  token: '',
  notes: '',
};

/** Add new test User: the titles and types offered (docs/product/integrations.md). */
export const testUserTitles = ['Mrs', 'Miss', 'Ms', 'Mr'] as const;
export const testUserTypes = ['parent', 'staff', 'both'] as const;

/** Add new test User (docs/product/integrations.md): every field required. */
export const testUserFormSchema = z.object({
  title: z
    .string()
    .refine((value) => (testUserTitles as readonly string[]).includes(value), integrationFormMessages.title),
  type: z
    .string()
    .refine((value) => (testUserTypes as readonly string[]).includes(value), integrationFormMessages.type),
  first_name: required(integrationFormMessages.firstName),
  last_name: required(integrationFormMessages.lastName),
  organization_id: required(integrationFormMessages.organisation),
  email,
});
export type TestUserFormValues = z.input<typeof testUserFormSchema>;
export const emptyTestUserForm: TestUserFormValues = {
  title: '',
  type: '',
  first_name: '',
  last_name: '',
  organization_id: '',
  email: '',
};

/** Test Email (docs/product/integrations.md): the e-mail is required; the school narrows the check when chosen. */
export const emailCheckFormSchema = z.object({ email, school_id: z.string() });
export type EmailCheckFormValues = z.input<typeof emailCheckFormSchema>;
export const emptyEmailCheckForm: EmailCheckFormValues = { email: '', school_id: '' };
