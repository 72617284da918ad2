import { z } from 'zod';

/** A school's link to the MIS provider (docs/product/integrations.md). */
export const schoolIntegrationSchema = z.object({
  id: z.number(),
  name: z.string(),
  provider_school_id: z.string(),
  organization_id: z.number(),
  /** Comma-separated ids of further schools on the same token. */
  multiple_schools: z.string().nullish(),
  notes: z.string().nullish(),
  token: z.string().nullish(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
  last_synced_at: z.string().nullish(),
});
export type SchoolIntegration = z.infer<typeof schoolIntegrationSchema>;

/** One account the provider knows for an e-mail address (the Test Email result, docs/product/integrations.md). */
export const emailCheckResultSchema = z.object({
  wonde_user_id: z.string(),
  email: z.string(),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  status: z.string().nullish(),
  type: z.string().nullish(),
  consumed: z.union([z.boolean(), z.number()]).nullish(),
});
export type EmailCheckResult = z.infer<typeof emailCheckResultSchema>;

const count = z.number();

/**
 * Live provider stats for a school (docs/product/integrations.md): staff, pupils, parents, and the platform's
 * existing parents and staff with how many are validated. Field names follow the spec; the existing-staff set
 * is named like the parents' one (ADR 0062).
 */
export const providerStatsSchema = z.object({
  school: z.object({ id: z.union([z.number(), z.string()]), name: z.string() }),
  total_staff: count,
  valid_staff_emails: count,
  pupils: count,
  total_parents: count,
  valid_parents_emails: count,
  parents_with_parental_responsibility: count,
  existing_parents: count,
  existing_parents_validated: count,
  existing_parents_nonvalidated: count,
  existing_parents_validation_perc: count,
  existing_staff: count,
  existing_staff_validated: count,
  existing_staff_nonvalidated: count,
  existing_staff_validation_perc: count,
});
export type ProviderStats = z.infer<typeof providerStatsSchema>;

/** One row of the provider log (docs/product/integrations.md). */
export const providerLogRowSchema = z.object({
  action: z.string(),
  description: z.string().nullish(),
  param1: z.union([z.string(), z.number()]).nullish(),
  param2: z.union([z.string(), z.number()]).nullish(),
  school_id: z.number().nullish(),
  updated_at: z.string(),
});
export type ProviderLogRow = z.infer<typeof providerLogRowSchema>;

/** The question before Exclude, naming the account it reaches (docs/product/integrations.md). */
export function excludeQuestion(result: EmailCheckResult): { question: string; description: string } {
  const name =
    [result.first_name, result.last_name].filter(Boolean).join(' ') || `Account ${result.wonde_user_id}`;
  return {
    question: result.email ? `Exclude ${name} (${result.email})?` : `Exclude ${name}?`,
    description: `The provider's account ${result.wonde_user_id} is left out: this person is no longer brought in from the school's data.`,
  };
}
