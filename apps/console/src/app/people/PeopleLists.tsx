import type { PeopleList, PersonRef } from '@stride/api';
import type { SchoolSelectionId } from '@stride/domain';
import { ParentsTable, PupilsTable, StaffTable } from '@stride/ui';
import { loadErrorProps } from '../load-error';
import { useSchoolPeople } from './usePeople';

type ListProps = { schoolIds: readonly SchoolSelectionId[]; onOpen: (person: PersonRef) => void };

/** Loading, failure and Retry of a list, as every table takes them. */
function useList<List extends PeopleList>(list: List, schoolIds: readonly SchoolSelectionId[]) {
  const people = useSchoolPeople(list, schoolIds);
  return {
    rows: people.data ?? [],
    loading: people.isLoading,
    ...loadErrorProps(people.error, 'The list could not be loaded.'),
    onRetry: () => void people.refresh(),
  };
}

/** Staff open by user_id. */
export function StaffList({ schoolIds, onOpen }: ListProps) {
  return <StaffTable {...useList('staff', schoolIds)} onEdit={(row) => onOpen({ user_id: row.user_id })} />;
}

/** Parents open by user_id. */
export function ParentsList({ schoolIds, onOpen }: ListProps) {
  return (
    <ParentsTable {...useList('parents', schoolIds)} onEdit={(row) => onOpen({ user_id: row.user_id })} />
  );
}

/** Pupils open by student_id. */
export function PupilsList({ schoolIds, onOpen }: ListProps) {
  return (
    <PupilsTable {...useList('pupils', schoolIds)} onEdit={(row) => onOpen({ student_id: row.student_id })} />
  );
}
