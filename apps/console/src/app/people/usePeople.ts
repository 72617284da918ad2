import type { PeopleList, PersonRef } from '@stride/api';
import { actionsHistoryQuery, parentOrStudentQuery, schoolPeopleQuery } from '@stride/api';
import type { SchoolSelectionId } from '@stride/domain';
import { useQuery } from '../useQuery';

/** One of the user lists for the filter's schools (all the admin's schools when none is chosen). */
export function useSchoolPeople<List extends PeopleList>(
  list: List,
  schoolIds: readonly SchoolSelectionId[],
) {
  return useQuery(schoolPeopleQuery(list, schoolIds));
}

/** The profile of the person opened with Edit; nothing is asked while no one is open. */
export function useProfile(person: PersonRef | null) {
  return useQuery(person ? parentOrStudentQuery(person) : null);
}

/** The person's actions history (History tab, super admin only, so asked for only when `enabled`). */
export function useActionsHistory(person: PersonRef | null, enabled: boolean) {
  const body = person && {
    school_id: null,
    category: null,
    user_id: 'user_id' in person ? person.user_id : null,
    student_id: 'student_id' in person ? person.student_id : null,
  };
  return useQuery(enabled && body ? actionsHistoryQuery(body) : null);
}
