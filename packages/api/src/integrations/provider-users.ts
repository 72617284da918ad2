import { emailCheckResultSchema } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { addTestUserPath, emailCheckPath, excludeProviderUserPath } from './integration-paths';
import { integrationWriteAnswerSchema } from './school-integrations';
import { endpoint } from '../contract/endpoint';

/** Body of `addTestUserToWonde(form)` (the test user of docs/product/integrations.md). */
export type TestUserBody = {
  title: string;
  type: string;
  first_name: string;
  last_name: string;
  organization_id: number;
  email: string;
};

/** Add new test User. */
export function addTestUser(client: ApiClient, body: TestUserBody) {
  return client.request({
    method: 'POST',
    path: addTestUserPath,
    body,
    schema: integrationWriteAnswerSchema,
  });
}

/** Answer of `checkMiEmail`: `{ users }` (ADR 0062). */
const emailCheckAnswerSchema = z.object({ users: z.array(emailCheckResultSchema) });
export type EmailCheckAnswer = z.infer<typeof emailCheckAnswerSchema>;

/** Test Email: the provider's accounts with this e-mail, optionally at one school. */
export function checkProviderEmail(
  client: ApiClient,
  body: { email: string; school_id: number | null },
): Promise<EmailCheckAnswer> {
  return client.request({ method: 'POST', path: emailCheckPath, body, schema: emailCheckAnswerSchema });
}

/** Exclude: the provider account is left out of future syncs. */
export function excludeProviderUser(client: ApiClient, wondeUserId: string) {
  return client.request({
    method: 'POST',
    path: excludeProviderUserPath,
    body: { wonde_user_id: wondeUserId },
    schema: integrationWriteAnswerSchema,
  });
}

export const addTestUserEndpoint = /* @__PURE__ */ endpoint({
  name: 'addTestUser',
  method: 'POST',
  path: addTestUserPath,
  summary: 'Adds a test user at the MIS provider',
  answer: integrationWriteAnswerSchema,
});

export const emailCheckEndpoint = /* @__PURE__ */ endpoint({
  name: 'checkProviderEmail',
  method: 'POST',
  path: emailCheckPath,
  summary: 'The MIS provider users with an email address',
  answer: emailCheckAnswerSchema,
});

export const excludeProviderUserEndpoint = /* @__PURE__ */ endpoint({
  name: 'excludeProviderUser',
  method: 'POST',
  path: excludeProviderUserPath,
  summary: 'Leaves an MIS provider user out of the sync',
  answer: integrationWriteAnswerSchema,
});
