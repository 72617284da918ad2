import type { ApiClient, PeopleList, PersonRef } from '@stride/api';
import {
  actionsHistoryKey,
  getActionsHistory,
  getParentOrStudent,
  getSchoolParents,
  getSchoolPupils,
  getSchoolStaff,
  parentOrStudentKey,
  schoolPeopleKey,
} from '@stride/api';
import type { ParentRow, PupilRow, SchoolSelectionId, StaffRow } from '@stride/domain';
import useSWR from 'swr';
import { useApiClient } from '../useApiClient';

type Rows = { staff: StaffRow[]; parents: ParentRow[]; pupils: PupilRow[] };
const fetchers: {
  [List in PeopleList]: (client: ApiClient, schoolIds: readonly SchoolSelectionId[]) => Promise<Rows[List]>;
} = {
  staff: getSchoolStaff,
  parents: getSchoolParents,
  pupils: getSchoolPupils,
};

/** One of the user lists for the filter's schools (all the admin's schools when none is chosen). */
export function useSchoolPeople<List extends PeopleList>(
  list: List,
  schoolIds: readonly SchoolSelectionId[],
) {
  const client = useApiClient();
  return useSWR(schoolPeopleKey(list, schoolIds), () => fetchers[list](client, schoolIds));
}

/** The profile of the person opened with Edit; nothing is asked while no one is open. */
export function useProfile(person: PersonRef | null) {
  const client = useApiClient();
  return useSWR(person ? parentOrStudentKey(person) : null, () => getParentOrStudent(client, person!));
}

/** The person's actions history (History tab, super admin only, so asked for only when `enabled`). */
export function useActionsHistory(person: PersonRef | null, enabled: boolean) {
  const client = useApiClient();
  const body = person && {
    school_id: null,
    category: null,
    user_id: 'user_id' in person ? person.user_id : null,
    student_id: 'student_id' in person ? person.student_id : null,
  };
  return useSWR(enabled && body ? actionsHistoryKey(body) : null, () => getActionsHistory(client, body!));
}
