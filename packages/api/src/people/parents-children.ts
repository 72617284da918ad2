import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { endpoint } from '../contract/endpoint';

/*
 * Two calls of the actions area the spec names without a screen (docs/endpoints.md: "actions/
 * searchParentsChildren, resetPassword, resetJourney"); paths, bodies and answers: ADR 0109.
 */

/** POST api/admin/actions/searchParentsChildren with `{ search }` (at least 2 characters). */
export const searchParentsChildrenPath = 'api/admin/actions/searchParentsChildren';
const searchParentsChildrenAnswerSchema = z.object({
  parents: z.array(
    z.object({ id: z.number(), first_name: z.string(), last_name: z.string(), email: z.string() }),
  ),
  children: z.array(
    z.object({
      id: z.number(),
      first_name: z.string(),
      last_name: z.string(),
      current_year: z.number(),
      organization_id: z.number(),
    }),
  ),
});
export type SearchParentsChildrenAnswer = z.infer<typeof searchParentsChildrenAnswerSchema>;

/** Parents (by name or email) and children (by name) matching the text, at most 20 of each. */
export function searchParentsChildren(
  client: ApiClient,
  search: string,
): Promise<SearchParentsChildrenAnswer> {
  return client.request({
    method: 'POST',
    path: searchParentsChildrenPath,
    body: { search },
    schema: searchParentsChildrenAnswerSchema,
  });
}

/** POST api/admin/actions/resetJourney with `{ journey_id }`: a paused set-up journey becomes active again. */
export const resetJourneyPath = 'api/admin/actions/resetJourney';
const resetJourneyAnswerSchema = z.object({
  journey: z.object({ id: z.number(), status: z.string() }),
});
export type ResetJourneyAnswer = z.infer<typeof resetJourneyAnswerSchema>;

export function resetJourney(client: ApiClient, journeyId: number): Promise<ResetJourneyAnswer> {
  return client.request({
    method: 'POST',
    path: resetJourneyPath,
    body: { journey_id: journeyId },
    schema: resetJourneyAnswerSchema,
  });
}

export const searchParentsChildrenEndpoint = /* @__PURE__ */ endpoint({
  name: 'searchParentsChildren',
  method: 'POST',
  path: searchParentsChildrenPath,
  summary: 'Parents and children matching a search text',
  answer: searchParentsChildrenAnswerSchema,
});

export const resetJourneyEndpoint = /* @__PURE__ */ endpoint({
  name: 'resetJourney',
  method: 'POST',
  path: resetJourneyPath,
  summary: 'Sets a journey active again ({ journey_id })',
  answer: resetJourneyAnswerSchema,
});
