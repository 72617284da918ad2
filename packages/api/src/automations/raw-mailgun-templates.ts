import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { automationsPathOf } from './automations-path';
import { query } from '../query/query';
import { endpoint } from '../contract/endpoint';

/** GET api/admin/automations/rawMailgunTemplates (getRawMailgunTemplates in docs/endpoints.md). */
export const rawMailgunTemplatesPath = automationsPathOf('rawMailgunTemplates');

/** A template as the mail provider stores it; the spec shows no content, so the fields are ADR 0077's. */
const rawMailgunTemplateSchema = z.object({
  name: z.string(),
  description: z.string().nullish(),
  created_at: z.string().nullish(),
  created_by: z.string().nullish(),
});
export type RawMailgunTemplate = z.infer<typeof rawMailgunTemplateSchema>;
const rawMailgunTemplatesAnswerSchema = z.object({ templates: z.array(rawMailgunTemplateSchema) });

export async function getRawMailgunTemplates(client: ApiClient) {
  return (await client.request({ path: rawMailgunTemplatesPath, schema: rawMailgunTemplatesAnswerSchema }))
    .templates;
}
export const rawMailgunTemplatesQuery = () =>
  query('rawMailgunTemplates', [rawMailgunTemplatesPath], (client) => getRawMailgunTemplates(client));

export const rawMailgunTemplatesEndpoint = /* @__PURE__ */ endpoint({
  name: 'getRawMailgunTemplates',
  method: 'GET',
  path: rawMailgunTemplatesPath,
  summary: "The mail service's own templates",
  answer: rawMailgunTemplatesAnswerSchema,
});
