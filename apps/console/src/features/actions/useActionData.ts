import { filterOrganisationsQuery } from '@stride/api';
import { formActions, type FormActionKey } from '@stride/domain';
import { useActionHistory } from '../../app/useActionHistory';
import { useQuery } from '../../app/useQuery';

/** What an action page reads: the past runs of the action and, when it takes schools, the schools. */
export function useActionData(action: FormActionKey) {
  const takesSchools = formActions[action].fields.some(
    (field) => field.kind === 'school' || field.kind === 'schools',
  );
  const history = useActionHistory(action);
  const schools = useQuery(takesSchools ? filterOrganisationsQuery() : null);
  return { history, schools };
}
