import { termSchema } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { query } from '../query/query';
import { endpoint } from '../contract/endpoint';

export const termsPath = 'api/admin/organization/terms';

/** Answer of GET api/admin/organization/terms: `{ terms: Term[] }`, each with `term`. */
const termsAnswerSchema = z.object({ terms: z.array(termSchema) });
export type TermsAnswer = z.infer<typeof termsAnswerSchema>;

/** The school terms the filter can pick besides CURRENT. */
export function getTerms(client: ApiClient): Promise<TermsAnswer> {
  return client.request({ path: termsPath, schema: termsAnswerSchema });
}

/** Query descriptor of `getTerms`. */
export const termsQuery = () => query('terms', [termsPath], (client) => getTerms(client));

export const termsEndpoint = /* @__PURE__ */ endpoint({
  name: 'getTerms',
  method: 'GET',
  path: termsPath,
  summary: 'The school terms',
  answer: termsAnswerSchema,
});
