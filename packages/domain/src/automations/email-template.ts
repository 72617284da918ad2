import { z } from 'zod';
import { requiredText as required } from '../forms/field-schemas';

/** Who an email template is written for (docs/product/automations.md). */
export const emailTemplateUserTypes = [
  'parents_staff',
  'admin_contacts',
  'unregistered_wonde_users',
  'other',
] as const;
export type EmailTemplateUserType = (typeof emailTemplateUserTypes)[number];

/** The user types in words, as the editor offers them and the list shows them. */
export const emailTemplateUserTypeLabels: Record<EmailTemplateUserType, string> = {
  parents_staff: 'Parents and staff',
  admin_contacts: 'Admin contacts',
  unregistered_wonde_users: 'Unregistered MIS users',
  other: 'Other',
};

/** A stored user type in words; a value the product does not list is shown as it came. */
export const emailTemplateUserTypeLabel = (value: string | null | undefined): string =>
  (value && (emailTemplateUserTypeLabels as Record<string, string>)[value]) ?? value ?? '';

/** A template is a whole email; headers and footers are put around templates (docs/product/automations.md). */
export const emailTemplateTypes = ['template', 'header', 'footer'] as const;
export type EmailTemplateType = (typeof emailTemplateTypes)[number];

/** The list's type filter (docs/product/automations.md). */
export const emailTemplateTypeFilters = ['all', ...emailTemplateTypes] as const;
export type EmailTemplateTypeFilter = (typeof emailTemplateTypeFilters)[number];

/** An email template as the list shows it (docs/product/automations.md; answer shape ADR 0077). */
export const emailTemplateSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  subject: z.string().nullish(),
  description: z.string().nullish(),
  user_type: z.string().nullish(),
  type: z.enum(emailTemplateTypes),
  global: z.boolean().nullish(),
  updated_at: z.string().nullish(),
});
export type EmailTemplateSummary = z.infer<typeof emailTemplateSummarySchema>;

/** The whole template the editor opens: `template` is the editor's JSON document, `html` the email. */
export const emailTemplateSchema = emailTemplateSummarySchema.extend({
  template: z.unknown(),
  html: z.string().nullish(),
  variables: z.array(z.string()).nullish(),
  header_id: z.number().nullish(),
  footer_id: z.number().nullish(),
});
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

/** Keyword search over title, description and subject, then the type filter (docs/product/automations.md). */
export function emailTemplatesMatching<
  T extends Pick<EmailTemplateSummary, 'title' | 'subject' | 'description' | 'type'>,
>(templates: readonly T[], keyword: string, type: EmailTemplateTypeFilter): T[] {
  const words = keyword.trim().toLowerCase();
  return templates.filter(
    (template) =>
      (type === 'all' || template.type === type) &&
      (!words ||
        [template.title, template.description, template.subject].some((text) =>
          text?.toLowerCase().includes(words),
        )),
  );
}

/** A preview goes only to a test address containing '@' and '.' (docs/product/automations.md). */
export const isPreviewAddress = (address: string) => address.includes('@') && address.includes('.');

/** The variables a template may use, inserted as {{placeholders}} (ADR 0077). */
export const emailTemplateVariables = [
  'first_name',
  'last_name',
  'school_name',
  'council_name',
  'login_link',
  'signup_link',
  'unsubscribe_link',
] as const;
export const placeholderOf = (variable: string) => `{{${variable}}}`;

/** The variables a document's text uses, in order of first use. */
export function variablesIn(html: string): string[] {
  return [...new Set([...html.matchAll(/\{\{\s*([a-z_]+)\s*\}\}/g)].map((match) => match[1]!))];
}

/** The messages of the email templates screens (docs/product/automations.md). */
export const emailTemplateMessages = {
  previewAddress: "A test address needs an '@' and a '.'",
  deleteQuestion: 'Are you sure you want to delete it?',
  deleted: 'Deleted!',
  duplicated: 'Duplicated!',
  saved: 'Saved',
  previewSent: 'Preview sent',
} as const;

/** The editable fields of a template besides its document. */
export type EmailTemplateDraft = {
  title: string;
  subject: string;
  description: string;
  user_type: EmailTemplateUserType | '';
  type: EmailTemplateType;
  global: boolean;
  header_id: number | null;
  footer_id: number | null;
};

/** What saveMailTemplate sends (docs/endpoints.md, ADR 0077). */
export type EmailTemplatePayload = Omit<EmailTemplateDraft, 'user_type'> & {
  id?: number;
  user_type: string;
  template: unknown;
  html: string;
  variables: string[];
};

export const emptyEmailTemplateDraft: EmailTemplateDraft = {
  title: '',
  subject: '',
  description: '',
  user_type: '',
  type: 'template',
  global: false,
  header_id: null,
  footer_id: null,
};

/**
 * The messages of the editor's required fields: the product shows none for this form; 'Please select
 * User type' is the automation form's, the other two are assumed in its style.
 */
export const emailTemplateFormMessages = {
  userType: 'Please select User type',
  title: 'Please input Title',
  subject: 'Please input Subject',
} as const;

/** The editor's fields; Save is disabled until user type, title and subject are set (docs/product/automations.md). */
export const emailTemplateFormSchema = z.object({
  title: required(emailTemplateFormMessages.title),
  subject: required(emailTemplateFormMessages.subject),
  description: z.string(),
  user_type: z
    .enum([...emailTemplateUserTypes, ''])
    .refine((value) => value !== '', emailTemplateFormMessages.userType),
  type: z.enum(emailTemplateTypes),
  global: z.boolean(),
  header_id: z.number().nullable(),
  footer_id: z.number().nullable(),
});
export type EmailTemplateFormOutput = z.output<typeof emailTemplateFormSchema>;

/** The draft of a stored template. */
export function emailTemplateDraftOf(template: EmailTemplate): EmailTemplateDraft {
  const userType = emailTemplateUserTypes.find((value) => value === template.user_type) ?? '';
  return {
    title: template.title,
    subject: template.subject ?? '',
    description: template.description ?? '',
    user_type: userType,
    type: template.type,
    global: template.global ?? false,
    header_id: template.header_id ?? null,
    footer_id: template.footer_id ?? null,
  };
}
