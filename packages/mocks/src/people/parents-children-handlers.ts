import type { ResetJourneyAnswer, SearchParentsChildrenAnswer } from '@stride/api';
import { resetJourneyPath, searchParentsChildrenPath } from '@stride/api';
import { http, HttpResponse } from 'msw';
import { errorAnswer, forbiddenAnswer, notFoundAnswer } from '../answers/error-answers';
import { demoDb } from '../data/demo-db';
import { asCaller, opens } from '../session/caller';
import { anyHost } from '../handlers/any-host';
import { readJsonBody } from '../handlers/read-json-body';
import { profileTablesOf } from './profile-tables';
import { logAction } from './profile-writes';

/** Rows of each kind a search answers (ADR 0109). */
const searchLimit = 20;
/** A person matches by full name or email, in any case. */
const matches = (search: string, firstName: string, lastName: string, email = '') =>
  `${firstName} ${lastName}`.toLowerCase().includes(search) || email.toLowerCase().includes(search);

/** searchParentsChildren and resetJourney (docs/endpoints.md, ADR 0109): the super admin's. */
export const parentsChildrenHandlers = [
  http.post(
    anyHost(searchParentsChildrenPath),
    asCaller(async ({ request, caller }) => {
      if (!opens(caller.role, 'actions')) return forbiddenAnswer('search parents and children');
      const body = await readJsonBody(request);
      const search = typeof body.search === 'string' ? body.search.trim().toLowerCase() : '';
      if (search.length < 2) return errorAnswer(422, 'validation', 'Type at least 2 characters to search');
      const parents = demoDb.parents
        .filter((parent) => matches(search, parent.first_name, parent.last_name, parent.email))
        .slice(0, searchLimit)
        .map(({ id, first_name, last_name, email }) => ({ id, first_name, last_name, email }));
      const children = demoDb.pupils
        .filter((pupil) => matches(search, pupil.first_name, pupil.last_name))
        .slice(0, searchLimit)
        .map(({ id, first_name, last_name, current_year, school_id }) => ({
          id,
          first_name,
          last_name,
          current_year,
          organization_id: school_id,
        }));
      return HttpResponse.json<SearchParentsChildrenAnswer>({ parents, children });
    }),
  ),

  http.post(
    anyHost(resetJourneyPath),
    asCaller(async ({ request, caller }) => {
      if (!opens(caller.role, 'actions')) return forbiddenAnswer('reset journeys');
      const body = await readJsonBody(request);
      if (typeof body.journey_id !== 'number')
        return errorAnswer(422, 'validation', 'The journey id field is required.');
      const journey = profileTablesOf().userJourneys.find((row) => row.id === body.journey_id);
      if (!journey) return notFoundAnswer('Journey');
      journey.status = 'active';
      logAction({
        category: 'user',
        action: 'reset_journey',
        user_id: journey.user_id,
        student_id: journey.student_id,
        school_id: journey.organization_id,
      });
      return HttpResponse.json<ResetJourneyAnswer>({ journey: { id: journey.id, status: journey.status } });
    }),
  ),
];
