import { actionsHistoryQuery, filterOrganisationsQuery, type ActionsHistoryBody } from '@stride/api';
import { formActions, type FormActionKey } from '@stride/domain';
import { useQuery } from '../../app/useQuery';

/** What an action page reads: the past runs of the action and, when it takes schools, the schools. */
export function useActionData(action: FormActionKey) {
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
  const history = useQuery(actionsHistoryQuery(body));
  const schools = useQuery(takesSchools ? filterOrganisationsQuery() : null);
  return { history, schools };
}
