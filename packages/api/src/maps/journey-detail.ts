import { isTravelMode, type JourneyDetail } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { query } from '../query/query';
import { studentJourneyPath } from './marker-lookup';
import { endpoint } from '../contract/endpoint';

const text = z.string().nullish();

/**
 * The tracking-id lookup's answer read for one journey's details (ADR 0042): beside each marker's
 * fields, a row may carry `journey_time`, `user_name`, `student_name` and `school_name`.
 */
const journeyDetailAnswerSchema = z.looseObject({
  journeys: z.array(
    z.looseObject({
      t_id: z.number().int(),
      type: z.string().nullish(),
      journey_time: text,
      user_name: text,
      student_name: text,
      school_name: text,
    }),
  ),
});

/** 'yyyy-MM-dd HH:mm' of the answer's 'yyyy-MM-dd HH:mm:ss'. */
const minutesOf = (time: string | null | undefined) => (time ? time.slice(0, 16) : null);

/** The journey of a tracking id, with its person, pupil, school and time; null when there is none. */
export async function getJourneyDetail(client: ApiClient, trackingId: number): Promise<JourneyDetail | null> {
  const answer = await client.request({
    method: 'POST',
    path: studentJourneyPath,
    body: { t_id: String(trackingId) },
    schema: journeyDetailAnswerSchema,
  });
  const row = answer.journeys.find((journey) => journey.t_id === trackingId);
  if (!row) return null;
  return {
    id: row.t_id,
    mode: isTravelMode(row.type) ? row.type : null,
    person: row.user_name ?? null,
    pupil: row.student_name ?? null,
    school: row.school_name ?? null,
    time: minutesOf(row.journey_time),
  };
}

/** Query descriptor of `getJourneyDetail`: the journey the change-mode panel shows. */
export const journeyDetailQuery = (trackingId: number) =>
  query('journeyDetail', [studentJourneyPath, trackingId], (client) => getJourneyDetail(client, trackingId));

export const journeyDetailEndpoint = /* @__PURE__ */ endpoint({
  name: 'getJourneyDetail',
  method: 'POST',
  path: studentJourneyPath,
  summary: "A journey's detail by tracking id ({ t_id })",
  answer: journeyDetailAnswerSchema,
});
