import { z } from 'zod';

/** Every automation call lives under api/admin/automations (docs/endpoints.md). */
export const automationsPath = 'api/admin/automations';

/** A path under api/admin/automations with its segments encoded. */
export const automationsPathOf = (...segments: (string | number)[]) =>
  [automationsPath, ...segments.map((segment) => encodeURIComponent(String(segment)))].join('/');

/** Answer of the delete and status writes, whose answers the spec does not show (ADR 0067). */
export const automationWriteAnswerSchema = z.object({ success: z.boolean() });
export type AutomationWriteAnswer = z.infer<typeof automationWriteAnswerSchema>;

/** Answer of save and duplicate: the stored automation's id (ADR 0067). */
export const automationIdAnswerSchema = z.object({ id: z.number() });
export type AutomationIdAnswer = z.infer<typeof automationIdAnswerSchema>;
