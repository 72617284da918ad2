import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { automationsPathOf } from './automations-path';

/** GET api/admin/automations/templates/{type} (getTemplates by content type). */
export const automationTemplatesPath = (contentType: string) => automationsPathOf('templates', contentType);

/**
 * A template offered to an automation: email templates carry title and user_type, notice templates
 * template_title and template_type (spec 2 §3); the editor shows whichever title there is.
 */
export const automationTemplateSchema = z.object({
  id: z.number(),
  title: z.string().nullish(),
  template_title: z.string().nullish(),
  user_type: z.string().nullish(),
  template_type: z.number().nullish(),
});
export type AutomationTemplate = z.infer<typeof automationTemplateSchema>;

/** Answer: `{ templates }` (ADR 0067). */
export const automationTemplatesAnswerSchema = z.object({ templates: z.array(automationTemplateSchema) });
export type AutomationTemplatesAnswer = z.infer<typeof automationTemplatesAnswerSchema>;

/** The templates of a content type (email, notice). */
export function getAutomationTemplates(client: ApiClient, contentType: string): Promise<AutomationTemplatesAnswer> {
  return client.request({ path: automationTemplatesPath(contentType), schema: automationTemplatesAnswerSchema });
}

/** SWR key of `getAutomationTemplates`. */
export const automationTemplatesKey = (contentType: string) => [automationTemplatesPath(contentType)] as const;
