import { actionClosesProfile, type ProfileAction, type ProfileActionTarget } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { family, mutation } from '../query/mutation';
import { endpoint } from '../contract/endpoint';

/** The admin actions' paths (assumed, as in docs/endpoints.md rows 41 to 46). */
export const profileActionPaths = {
  newTerm: 'api/admin/actions/newTerm',
  resetPassword: 'api/admin/actions/resetPassword',
  deleteAction: 'api/admin/actions/deleteAction',
  removeUserFromSchool: 'api/admin/actions/removeUserFromSchool',
  removeStudentFromSchool: 'api/admin/actions/removeStudentFromSchool',
  changeStudentYear: 'api/admin/actions/changeStudentYear',
} as const;

/** Answers are not shown: any JSON object (or nothing) is accepted. */
const profileActionAnswerSchema = z.looseObject({}).optional();

/** The request of an action: its path and body. */
function profileActionRequest(
  action: ProfileAction,
  target: ProfileActionTarget,
): { path: string; body: Record<string, unknown> } {
  switch (action) {
    case 'new_term':
      return { path: profileActionPaths.newTerm, body: { user_id: target.userId } };
    case 'reset_password':
      return { path: profileActionPaths.resetPassword, body: { user_id: target.userId } };
    case 'delete_user':
      return {
        path: profileActionPaths.deleteAction,
        body: { user_id: target.userId, delete_students: true },
      };
    case 'delete_student':
      return { path: profileActionPaths.deleteAction, body: { student_id: target.studentId } };
    case 'delete_user_journey':
    case 'delete_user_device':
    case 'delete_user_school':
      return { path: profileActionPaths.deleteAction, body: { type: action, id: target.id } };
    case 'remove_user_from_school':
      // The super admin names the school (assumed, docs/endpoints.md); a school admin's is their own.
      return {
        path: profileActionPaths.removeUserFromSchool,
        body:
          target.schoolId === undefined
            ? { user_id: target.userId }
            : { user_id: target.userId, school_id: target.schoolId },
      };
    case 'remove_student_from_school':
      return { path: profileActionPaths.removeStudentFromSchool, body: { student_id: target.studentId } };
    case 'change_student_year':
      return {
        path: profileActionPaths.changeStudentYear,
        body: { year: target.year, student_id: target.studentId },
      };
  }
}

/** Runs an admin action of the profile or student modal. */
export function runProfileAction(client: ApiClient, action: ProfileAction, target: ProfileActionTarget) {
  const { path, body } = profileActionRequest(action, target);
  return client.request({ method: 'POST', path, body, schema: profileActionAnswerSchema });
}

/**
 * A profile action changes the people lists and search results (a deleted user is gone); the person and
 * their history are read again unless the action closes the profile.
 */
export const runProfileActionMutation = (action: ProfileAction, target: ProfileActionTarget) =>
  mutation('runProfileAction', (client) => runProfileAction(client, action, target), {
    refreshes: [
      family('schoolPeople'),
      family('personSearch'),
      ...(actionClosesProfile(action) ? [] : [family('parentOrStudent'), family('actionsHistory')]),
    ],
  });

/** One declaration per profile action path. */
export const profileActionEndpoints = /* @__PURE__ */ Object.entries(profileActionPaths).map(([name, path]) =>
  endpoint({
    name: `runProfileAction ${name}`,
    method: 'POST',
    path,
    summary: `Profile modal action ${name}`,
    answer: profileActionAnswerSchema,
  }),
);
