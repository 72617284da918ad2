import {
  actionsHistoryKey,
  filterOrganisationsKey,
  getActionsHistory,
  getFilterOrganisations,
  type ActionsHistoryBody,
} from '@stride/api';
import { formActions, type FormActionKey } from '@stride/domain';
import useSWR from 'swr';
import { useApiClient } from '../../app/useApiClient';

/** What an action page reads: the past runs of the action and, when it takes schools, the schools. */
export function useActionData(action: FormActionKey) {
  const client = useApiClient();
  const takesSchools = formActions[action].fields.some(
    (field) => field.kind === 'school' || field.kind === 'schools',
  );
  const body: ActionsHistoryBody = {
    school_id: null,
    category: null,
    user_id: null,
    student_id: null,
    action,
  };
  const history = useSWR(actionsHistoryKey(body), () => getActionsHistory(client, body));
  const schools = useSWR(takesSchools ? filterOrganisationsKey() : null, () =>
    getFilterOrganisations(client),
  );
  return { history, schools };
}
