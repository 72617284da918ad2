import { z } from 'zod';
import { plainTextOf } from '../inbox/admin-message';
import { schoolSelectionIdSchema, type SchoolSelectionId } from '../metrics/filter-selection';
import { numericSchema } from '../metrics/numeric';

/** The spec's words for send_admin_messages (docs/product/admin-messages.md), verbatim. */
export const adminMessageMessages = {
  contentMissing: 'Content is missing',
  noSchool: 'Please select at least one school',
  sent: 'Message sent',
} as const;

/**
 * The form (docs/product/admin-messages.md): schools, groups' schools or councils (`council_{id}`), at least
 * one; a subject; HTML content with some text (an empty paragraph is no content).
 */
export const adminMessageFormSchema = z.object({
  schools: z.array(schoolSelectionIdSchema).min(1, adminMessageMessages.noSchool),
  subject: z.string(),
  content: z.string().refine((content) => plainTextOf(content) !== '', adminMessageMessages.contentMissing),
});
export type AdminMessageDraft = z.infer<typeof adminMessageFormSchema>;

export const emptyAdminMessage: AdminMessageDraft = { schools: [], subject: '', content: '' };

/** The form rules' messages by field (the demo backend answers with them). */
export function adminMessageProblems(
  draft: AdminMessageDraft,
): Partial<Record<'schools' | 'content', string>> {
  const issues = adminMessageFormSchema.safeParse(draft).error?.issues ?? [];
  return Object.fromEntries(issues.map((issue) => [issue.path[0], issue.message]));
}

/** The save body (ADR 0090): the picked ids as `school_id`, a list of numbers, `council_{id}` or ALL. */
export type AdminMessageBody = { school_id: SchoolSelectionId[]; subject: string; content: string };

export const adminMessageBodyOf = (draft: AdminMessageDraft): AdminMessageBody => ({
  school_id: [...draft.schools],
  subject: draft.subject.trim(),
  content: draft.content,
});

export const adminMessageBodySchema = z.object({
  school_id: z.array(schoolSelectionIdSchema).min(1),
  subject: z.string(),
  content: z.string(),
});

/** A sent message (docs/product/admin-messages.md): one row per school or council it went to. */
export const sentAdminMessageSchema = z.object({
  id: z.number(),
  school_id: z
    .number()
    .nullish()
    .transform((value) => value ?? null),
  council_id: z
    .number()
    .nullish()
    .transform((value) => value ?? null),
  created_at: z.string(),
  is_read: numericSchema,
  subject: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  content: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
});
export type SentAdminMessage = z.infer<typeof sentAdminMessageSchema>;
