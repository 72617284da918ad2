import type { FilterSelection } from '@stride/domain';
import { filterPayload, signupStatsSchema, signupTipSchema } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { dashboardPath } from '../metrics/home-data';
import { query } from '../query/query';
import { endpoint } from '../contract/endpoint';

export const signupsAction = 'signups';

/** Answer of POST api/admin/dashboard/ action signups: the Sign-up stats at the top level (ADR 0047). */
const signupsAnswerSchema = signupStatsSchema;

function signupsBody(filter: FilterSelection) {
  return { action: signupsAction, ...filterPayload(filter) };
}

/** Sign-up counts, sign-ups per day and pupils per school year for the filter. */
export function getSignups(client: ApiClient, filter: FilterSelection) {
  return client.request({
    method: 'POST',
    path: dashboardPath,
    body: signupsBody(filter),
    schema: signupsAnswerSchema,
  });
}

export const signupsQuery = (filter: FilterSelection) =>
  query('signups', [dashboardPath, signupsAction, JSON.stringify(filterPayload(filter))], (client) =>
    getSignups(client, filter),
  );

/** GET api/increaseSignups (path as written, no `admin/`). */
export const increaseSignupsPath = 'api/increaseSignups';
const increaseSignupsAnswerSchema = z.object({ items: z.array(signupTipSchema) });

/** The questions and answers of 'How to Increase Your Sign-Ups?'. */
export async function getIncreaseSignups(client: ApiClient) {
  return (await client.request({ path: increaseSignupsPath, schema: increaseSignupsAnswerSchema })).items;
}

export const increaseSignupsQuery = () =>
  query('increaseSignups', [increaseSignupsPath], (client) => getIncreaseSignups(client));

export const signupsEndpoint = /* @__PURE__ */ endpoint({
  name: 'getSignups',
  method: 'POST',
  path: dashboardPath,
  summary: "Dashboard action signups: the filter's sign-up counts",
  body: z.looseObject({ action: z.literal(signupsAction) }),
  answer: signupsAnswerSchema,
});

export const increaseSignupsEndpoint = /* @__PURE__ */ endpoint({
  name: 'getIncreaseSignups',
  method: 'GET',
  path: increaseSignupsPath,
  summary: 'Tips to increase sign-ups',
  answer: increaseSignupsAnswerSchema,
});
