import {
  actionNotice,
  actionRequests,
  formActionKeys,
  formActionPath,
  formActions,
  type ActionValues,
  type FormActionKey,
} from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { changeSchoolAndYearAnswerSchema } from './change-school-and-year';
import {
  integrationPendingSchoolsAnswerSchema,
  type IntegrationPendingSchoolsAnswer,
} from './integration-pending-schools';
import { sendNotificationsOnlyAnswerSchema } from '../notices/send-notifications-only';
import { removeUsersSchoolsAnswerSchema } from './remove-users-schools';
import { stapJourneyCountAnswerSchema } from './stap-journey-count';
import { family, mutation } from '../query/mutation';
import { filterOrganisationsQuery } from '../organisations/filter-organisations';
import { endpoint } from '../contract/endpoint';

/** Answers the spec does not show: any JSON object (or nothing) is accepted. */
const doneAnswerSchema = z.looseObject({}).optional();

/** What each action's call answers; the ones not listed answer nothing the page reads. */
const answerSchemas: Partial<Record<FormActionKey, z.ZodType>> = {
  send_notifications: sendNotificationsOnlyAnswerSchema,
  remove_user_schools: removeUsersSchoolsAnswerSchema,
  change_school_and_year: changeSchoolAndYearAnswerSchema,
  stap_journey_count: stapJourneyCountAnswerSchema,
  integration_pending_schools: integrationPendingSchoolsAnswerSchema,
};

/** What a finished action tells the page: its notice (docs/product/actions.md) and, for integration_pending_schools, the schools. */
export type ActionOutcome = { notice: string; pendingSchools?: IntegrationPendingSchoolsAnswer['schools'] };

/**
 * Runs an action of the actions area with the filled form (docs/endpoints.md): its calls one after the other
 * (remove_user_schools makes one per school); a failure stops there and rejects with the `ApiError`.
 */
export async function runAction(
  client: ApiClient,
  action: FormActionKey,
  values: ActionValues,
): Promise<ActionOutcome> {
  const schema = answerSchemas[action] ?? doneAnswerSchema;
  let answer: unknown;
  for (const { method, path, body } of actionRequests(action, values)) {
    answer = await client.request({ method, path, body, schema });
  }
  const moved = changeSchoolAndYearAnswerSchema.safeParse(answer);
  const pending = integrationPendingSchoolsAnswerSchema.safeParse(answer);
  return {
    notice: actionNotice(
      action,
      action === 'change_school_and_year' && moved.success ? moved.data.students : undefined,
    ),
    ...(action === 'integration_pending_schools' && pending.success
      ? { pendingSchools: pending.data.schools }
      : {}),
  };
}

/** Running an action changes the data: the actions' history and the schools it acted on are read again. */
export const runActionMutation = (action: FormActionKey, values: ActionValues) =>
  mutation('runAction', (client) => runAction(client, action, values), {
    refreshes: [family('actionsHistory'), filterOrganisationsQuery()],
  });

/** One declaration per action form's call (the actions area, ADR 0086). */
export const formActionEndpoints = /* @__PURE__ */ formActionKeys.map((action) => {
  const { method, idInPath, notice } = formActions[action];
  const path = formActionPath(action);
  return endpoint({
    name: `runAction ${action}`,
    method,
    // One call per id of a list field: `school_ids` ends the path as one `{school_id}`.
    path: idInPath ? `${path}/{${idInPath.replace(/_ids$/, '_id')}}` : path,
    summary: `Action ${action} (success notice '${notice}')`,
    answer: answerSchemas[action] ?? doneAnswerSchema,
  });
});
