import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { query } from '../query/query';
import { endpoint } from '../contract/endpoint';

export const isTermsAgreedPath = 'api/admin/administration/isTermsAgreed';

/** Answer of GET api/admin/administration/isTermsAgreed: `{ agreed: boolean }`. */
const isTermsAgreedAnswerSchema = z.object({ agreed: z.boolean() });
export type IsTermsAgreedAnswer = z.infer<typeof isTermsAgreedAnswerSchema>;

/** Whether the admin's organisation has agreed to its terms & conditions. */
export function getIsTermsAgreed(client: ApiClient): Promise<IsTermsAgreedAnswer> {
  return client.request({ path: isTermsAgreedPath, schema: isTermsAgreedAnswerSchema });
}

/** Query descriptor of `getIsTermsAgreed`. */
export const isTermsAgreedQuery = () =>
  query('isTermsAgreed', [isTermsAgreedPath], (client) => getIsTermsAgreed(client));

export const isTermsAgreedEndpoint = /* @__PURE__ */ endpoint({
  name: 'getIsTermsAgreed',
  method: 'GET',
  path: isTermsAgreedPath,
  summary: 'Whether the admin has agreed to the terms and conditions',
  answer: isTermsAgreedAnswerSchema,
});
