import { z } from 'zod';

/**
 * An alert of GET api/admin/alerts (docs/endpoints.md; shape not shown, ADR 0039): an id to hide it with,
 * a message, an optional title and tone.
 */
export const homeAlertSchema = z.object({
  id: z.number(),
  message: z.string(),
  title: z.string().nullish(),
  type: z.enum(['info', 'warning', 'success', 'error']).catch('info').default('info'),
});
export type HomeAlert = z.infer<typeof homeAlertSchema>;
