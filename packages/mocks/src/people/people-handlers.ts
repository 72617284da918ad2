import type { ParentsListAnswer, PupilsListAnswer, StaffListAnswer } from '@stride/api';
import {
  actionsHistoryPath,
  dashboardPath,
  increaseSignupsPath,
  parentOrStudentPath,
  profileActionPaths,
  schoolPeoplePaths,
  signupsAction,
} from '@stride/api';
import type { ProfileAction, SchoolSelectionId } from '@stride/domain';
import {
  profileActionsAtSchool,
  profileActionsFor,
  profileTabsFor,
  schoolSelectionIdSchema,
  seesEverySchool,
} from '@stride/domain';
import { http, HttpResponse } from 'msw';
import { filterFromBody } from '../metrics/dashboard-filter-answers';
import { errorAnswer, forbiddenAnswer, notFoundAnswer } from '../answers/error-answers';
import {
  listSchoolIds,
  parentRowsOf,
  profileOf,
  pupilRowsOf,
  schoolsOfPerson,
  staffRowsOf,
  studentOf,
} from './people-answers';
import { signupStatsOf } from '../metrics/signup-stats-answers';
import { demoDb } from '../data/demo-db';
import { profileTablesOf } from './profile-tables';
import {
  changePupilYear,
  deletePupil,
  deleteUser,
  deleteUserPart,
  findPerson,
  logAction,
  removePupilFromSchool,
  removeUserFromSchool,
} from './profile-writes';
import { isPersonSearchBody, personSearchRows } from './person-search-answers';
import { signupTips } from '../home/signup-tips';
import type { DbAccount } from '../data/db-shape';
import { asCaller, identifyCaller, opens, unauthenticatedResponse } from '../session/caller';
import { canSeeSchool } from '../session/role-scope';
import { anyHost } from '../handlers/any-host';
import { readJsonBody } from '../handlers/read-json-body';

/** `schoolIds[]` of a list request, as the filter holds them; unreadable values are dropped. */
function schoolIdsOf(request: Request): SchoolSelectionId[] {
  return new URL(request.url).searchParams.getAll('schoolIds[]').flatMap((raw) => {
    const parsed = schoolSelectionIdSchema.safeParse(/^\d+$/.test(raw) ? Number(raw) : raw);
    return parsed.success ? [parsed.data] : [];
  });
}

/** A person in no school (every link deleted) is seen only by the admins who see every school. */
const canSeePerson = (caller: DbAccount, schoolIds: readonly number[]) =>
  schoolIds.length === 0
    ? caller.role !== null && seesEverySchool(caller.role)
    : schoolIds.some((id) => canSeeSchool(caller, id));
/** Whether the caller's profile offers the action (the console asks the same rule). */
const mayTake = (caller: DbAccount, action: ProfileAction) =>
  caller.role !== null && profileActionsFor(caller.role).includes(action);
/** The delete a deleteAction body asks for: a user's record by `type`, a pupil, or else the user. */
const deleteAsked = (body: Record<string, unknown>): ProfileAction =>
  body.type === 'delete_user_journey' ||
  body.type === 'delete_user_device' ||
  body.type === 'delete_user_school'
    ? body.type
    : body.user_id === undefined && body.student_id !== undefined
      ? 'delete_student'
      : 'delete_user';
const done = () => HttpResponse.json({ success: true });
const numberField = (body: Record<string, unknown>, field: string) =>
  typeof body[field] === 'number' ? (body[field] as number) : null;

/** Users and people, the profile's admin actions and sign-ups (docs/endpoints.md). */
export const peopleHandlers = [
  http.get(
    anyHost(schoolPeoplePaths.staff),
    asCaller(({ request, caller }) =>
      HttpResponse.json<StaffListAnswer>({
        staff: staffRowsOf(demoDb, listSchoolIds(demoDb, caller, schoolIdsOf(request))),
      }),
    ),
  ),
  http.get(
    anyHost(schoolPeoplePaths.parents),
    asCaller(({ request, caller }) =>
      HttpResponse.json<ParentsListAnswer>({
        parents: parentRowsOf(demoDb, listSchoolIds(demoDb, caller, schoolIdsOf(request))),
      }),
    ),
  ),
  http.get(
    anyHost(schoolPeoplePaths.pupils),
    asCaller(({ request, caller }) =>
      HttpResponse.json<PupilsListAnswer>({
        students: pupilRowsOf(demoDb, listSchoolIds(demoDb, caller, schoolIdsOf(request))),
      }),
    ),
  ),

  http.post(
    anyHost(parentOrStudentPath),
    asCaller(async ({ request, caller }) => {
      const body = (await readJsonBody(request)) as Record<string, unknown>;
      if (isPersonSearchBody(body)) {
        return opens(caller.role, 'actions')
          ? HttpResponse.json(personSearchRows(demoDb, body))
          : forbiddenAnswer('search users');
      }
      const studentId = numberField(body, 'student_id');
      if (studentId !== null) {
        const pupil = demoDb.pupils.find((row) => row.id === studentId);
        if (!pupil || !canSeeSchool(caller, pupil.school_id)) return notFoundAnswer('Student');
        return HttpResponse.json({ student: studentOf(demoDb, studentId) });
      }
      const person = findPerson(numberField(body, 'user_id') ?? -1);
      if (!person || !canSeePerson(caller, schoolsOfPerson(person))) return notFoundAnswer('User');
      return HttpResponse.json({ user: profileOf(demoDb, person) });
    }),
  ),

  http.post(
    anyHost(actionsHistoryPath),
    asCaller(async ({ request, caller }) => {
      if (!(caller.role && profileTabsFor(caller.role).includes('history')))
        return forbiddenAnswer('view the actions history');
      const body = (await readJsonBody(request)) as Record<string, unknown>;
      const wanted = {
        user_id: numberField(body, 'user_id'),
        student_id: numberField(body, 'student_id'),
        school_id: numberField(body, 'school_id'),
      };
      const category = typeof body.category === 'string' ? body.category : null;
      const action = typeof body.action === 'string' ? body.action : null;
      return HttpResponse.json(
        profileTablesOf().actionLog.filter(
          (entry) =>
            (wanted.user_id === null || entry.user_id === wanted.user_id) &&
            (wanted.student_id === null || entry.student_id === wanted.student_id) &&
            (wanted.school_id === null || entry.school_id === wanted.school_id) &&
            (category === null || entry.category === category) &&
            (action === null || entry.action === action),
        ),
      );
    }),
  ),

  ...(['newTerm', 'resetPassword'] as const).map((name) =>
    http.post(
      anyHost(profileActionPaths[name]),
      asCaller(async ({ request, caller }) => {
        const action = name === 'newTerm' ? 'new_term' : 'reset_password';
        if (!mayTake(caller, action)) return forbiddenAnswer('change users');
        const userId = numberField((await readJsonBody(request)) as Record<string, unknown>, 'user_id');
        const person = findPerson(userId ?? -1);
        if (!person) return notFoundAnswer('User');
        logAction({
          category: 'user',
          action,
          user_id: person.id,
          student_id: null,
          school_id: schoolsOfPerson(person)[0] ?? null,
        });
        return done();
      }),
    ),
  ),

  http.post(
    anyHost(profileActionPaths.deleteAction),
    asCaller(async ({ request, caller }) => {
      const body = (await readJsonBody(request)) as Record<string, unknown>;
      if (!mayTake(caller, deleteAsked(body))) return forbiddenAnswer('delete users');
      const userId = numberField(body, 'user_id');
      const studentId = numberField(body, 'student_id');
      const id = numberField(body, 'id');
      const deleted =
        typeof body.type === 'string' && id !== null
          ? deleteUserPart(body.type, id)
          : userId !== null
            ? deleteUser(userId, body.delete_students === true)
            : studentId !== null && deletePupil(studentId);
      return deleted ? done() : notFoundAnswer('Record');
    }),
  ),

  http.post(
    anyHost(profileActionPaths.removeUserFromSchool),
    asCaller(async ({ request, caller }) => {
      if (caller.role === null || !profileActionsAtSchool(caller.role).includes('remove_user_from_school'))
        return forbiddenAnswer('remove users from a school');
      const body = (await readJsonBody(request)) as Record<string, unknown>;
      const userId = numberField(body, 'user_id');
      // A school admin's school is their own; the super admin names one.
      const schoolId = caller.organization_id ?? numberField(body, 'school_id');
      if (schoolId === null) return errorAnswer(422, 'invalid', 'school_id is required');
      return removeUserFromSchool(userId ?? -1, schoolId) ? done() : notFoundAnswer('User');
    }),
  ),

  http.post(
    anyHost(profileActionPaths.removeStudentFromSchool),
    asCaller(async ({ request, caller }) => {
      if (!mayTake(caller, 'remove_student_from_school') || caller.organization_id === null)
        return forbiddenAnswer('remove pupils from a school');
      const studentId = numberField((await readJsonBody(request)) as Record<string, unknown>, 'student_id');
      return removePupilFromSchool(studentId ?? -1, caller.organization_id)
        ? done()
        : notFoundAnswer('Student');
    }),
  ),

  http.post(
    anyHost(profileActionPaths.changeStudentYear),
    asCaller(async ({ request, caller }) => {
      if (!mayTake(caller, 'change_student_year')) return forbiddenAnswer('change pupils');
      const body = (await readJsonBody(request)) as Record<string, unknown>;
      const outcome = changePupilYear(
        numberField(body, 'student_id') ?? -1,
        numberField(body, 'year') ?? Number.NaN,
      );
      if (outcome === 'no-pupil') return notFoundAnswer('Student');
      return outcome === 'no-year'
        ? errorAnswer(422, 'invalid_year', 'The school does not teach that year')
        : done();
    }),
  ),

  http.get(
    anyHost(increaseSignupsPath),
    asCaller(() => HttpResponse.json({ items: signupTips })),
  ),

  // Shares api/admin/dashboard/ with the metrics actions: answers only `signups` and lets the others through.
  http.post(anyHost(dashboardPath), async ({ request }) => {
    const body: unknown = await request
      .clone()
      .json()
      .catch(() => null);
    if ((body as { action?: unknown } | null)?.action !== signupsAction) return undefined;
    const caller = identifyCaller(request);
    if (!caller) return unauthenticatedResponse();
    const filter = filterFromBody(body);
    return filter
      ? HttpResponse.json(signupStatsOf(demoDb, caller, filter))
      : errorAnswer(400, 'invalid_filter', 'The filter is not valid');
  }),
];
