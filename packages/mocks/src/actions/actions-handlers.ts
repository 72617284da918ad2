import {
  removeUsersSchoolsPath,
  sendNotificationsOnlyPath,
  type ChangeSchoolAndYearAnswer,
  type IntegrationPendingSchoolsAnswer,
  type RemoveUsersSchoolsAnswer,
  type SendNotificationsOnlyAnswer,
  type StapJourneyCountAnswer,
} from '@stride/api';
import { formActionPath } from '@stride/domain';
import { http, HttpResponse, type PathParams } from 'msw';
import { errorAnswer, forbiddenAnswer, notFoundAnswer } from '../answers/error-answers';
import {
  addSchoolToken,
  changeJourneyMode,
  changeSchoolAndYear,
  countStapJourneys,
  integrationPendingSchools,
  moveChildrenUpAYear,
  removeParentsWithoutSchool,
  removeUsersSchool,
  retireSchool,
  sendNoticeNotifications,
  sendSchoolEmails,
  startNewTerm,
} from './action-writes';
import { asCaller, opens } from '../session/caller';
import { anyHost } from '../handlers/any-host';
import { readJsonBody, textField } from '../handlers/read-json-body';

type Body = Record<string, unknown>;
const done = () => HttpResponse.json({ success: true });
const idOf = (body: Body, key: string) =>
  typeof body[key] === 'number' && Number.isInteger(body[key]) ? (body[key] as number) : null;
const idsOf = (body: Body, key: string) =>
  Array.isArray(body[key])
    ? (body[key] as unknown[]).filter((id): id is number => typeof id === 'number')
    : [];
const missing = (field: string) => errorAnswer(422, 'validation', `The ${field} field is required.`);
const schoolNotFound = () => notFoundAnswer('School');

/** A POST of the actions area: the super admin only (others get 403), answered from the JSON body. */
const actionPost = (path: string, answer: (body: Body, params: PathParams) => Response) =>
  http.post(
    anyHost(path),
    asCaller(async ({ request, caller, params }) =>
      opens(caller.role, 'actions')
        ? answer(await readJsonBody(request), params)
        : forbiddenAnswer('run admin actions'),
    ),
  );

/** Turns a write's result into the answer: null or false is "not found", anything else `ok`. */
const outcome = <T>(result: T | null | false, notFound: () => Response, ok: (value: T) => Response = done) =>
  result === null || result === false ? notFound() : ok(result);

/** The actions area (docs/product/actions.md; paths assumed, ADR 0086). reset_password is the profile's resetPassword (people.ts). */
export const actionHandlers = [
  actionPost(formActionPath('new_term'), (body) =>
    outcome(startNewTerm(idOf(body, 'school_id') ?? -1), schoolNotFound),
  ),
  actionPost(sendNotificationsOnlyPath(':notice_id'), (_body, params) =>
    outcome(
      sendNoticeNotifications(Number(params.notice_id)),
      () => notFoundAnswer('Notice'),
      (sent) => HttpResponse.json<SendNotificationsOnlyAnswer>({ sent }),
    ),
  ),
  actionPost(formActionPath('send_service_emails'), (body) =>
    outcome(sendSchoolEmails(idsOf(body, 'school_ids'), 'service'), schoolNotFound),
  ),
  actionPost(formActionPath('send_login_emails'), (body) =>
    outcome(sendSchoolEmails(idsOf(body, 'school_ids'), 'login'), schoolNotFound),
  ),
  actionPost(formActionPath('move_children_up_a_year'), (body) =>
    outcome(
      moveChildrenUpAYear(idOf(body, 'school_id') ?? -1, body.removeSimulation === true),
      schoolNotFound,
    ),
  ),
  actionPost(removeUsersSchoolsPath(':school_id'), (_body, params) =>
    outcome(removeUsersSchool(Number(params.school_id)), schoolNotFound, (removed) =>
      HttpResponse.json<RemoveUsersSchoolsAnswer>({ removed }),
    ),
  ),
  actionPost(formActionPath('remove_non_user_data'), () => {
    removeParentsWithoutSchool();
    return done();
  }),
  actionPost(formActionPath('change_school_and_year'), (body) => {
    const [from, fromYear, to, toYear] = ['school_id', 'current_year', 'new_school_id', 'new_year'].map(
      (key) => idOf(body, key),
    );
    if (from === null || fromYear === null || to === null || toYear === null)
      return missing('school and year');
    const students = changeSchoolAndYear({
      from,
      fromYear,
      to,
      toYear,
      ignoreRecent: body.ignoreRecent === true,
      apply: body.removeSimulation === true,
    });
    return outcome(students, schoolNotFound, (count) =>
      HttpResponse.json<ChangeSchoolAndYearAnswer>({ students: count }),
    );
  }),
  actionPost(formActionPath('remove_school'), (body) =>
    outcome(retireSchool(idOf(body, 'school_id') ?? -1, true), schoolNotFound),
  ),
  actionPost(formActionPath('disable_school'), (body) =>
    outcome(retireSchool(idOf(body, 'school_id') ?? -1, false), schoolNotFound),
  ),
  actionPost(formActionPath('change_travel_mode'), (body) => {
    const mode = textField(body, 'region');
    if (!mode) return missing('region');
    return outcome(changeJourneyMode(idOf(body, 'journey_id') ?? -1, mode), () =>
      notFoundAnswer('Journey profile'),
    );
  }),
  actionPost(formActionPath('stap_journey_count'), (body) => {
    const id = idOf(body, 'stap_data_upload_id') ?? -1;
    return outcome(
      countStapJourneys(id),
      () => notFoundAnswer('Stap data upload'),
      (journeys) => HttpResponse.json<StapJourneyCountAnswer>({ stap_data_upload_id: id, journeys }),
    );
  }),
  actionPost(formActionPath('integration_add_school_token'), (body) => {
    const [providerSchoolId, token] = [textField(body, 'provider_school_id'), textField(body, 'token')];
    if (!providerSchoolId || !token) return missing(providerSchoolId ? 'token' : 'provider school id');
    return outcome(
      addSchoolToken({
        provider_school_id: providerSchoolId,
        school_id: idOf(body, 'school_id') ?? -1,
        token,
        notes: textField(body, 'notes'),
      }),
      schoolNotFound,
    );
  }),
  http.get(
    anyHost(formActionPath('integration_pending_schools')),
    asCaller(({ caller }) =>
      opens(caller.role, 'actions')
        ? HttpResponse.json<IntegrationPendingSchoolsAnswer>({ schools: integrationPendingSchools() })
        : forbiddenAnswer('run admin actions'),
    ),
  ),
];
