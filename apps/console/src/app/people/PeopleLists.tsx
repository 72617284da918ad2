import type { PeopleList, PersonRef } from '@stride/api';
import type { SchoolSelectionId } from '@stride/domain';
import type { DataTableViewProps } from '@stride/ui';
import { ParentsTable, PupilsTable, StaffTable } from '@stride/ui';
import { loadErrorProps } from '../load-error';
import { useSchoolPeople } from './usePeople';

type ListProps = {
  schoolIds: readonly SchoolSelectionId[];
  onOpen: (person: PersonRef) => void;
  /** A School column, for admins who see several schools. */
  showSchool?: boolean;
} & DataTableViewProps;

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
export function StaffList({ schoolIds, onOpen, ...view }: ListProps) {
  return (
    <StaffTable
      {...useList('staff', schoolIds)}
      {...view}
      onEdit={(row) => onOpen({ user_id: row.user_id })}
    />
  );
}

/** Parents open by user_id. */
export function ParentsList({ schoolIds, onOpen, ...view }: ListProps) {
  return (
    <ParentsTable
      {...useList('parents', schoolIds)}
      {...view}
      onEdit={(row) => onOpen({ user_id: row.user_id })}
    />
  );
}

/** Pupils open by student_id. */
export function PupilsList({ schoolIds, onOpen, ...view }: ListProps) {
  return (
    <PupilsTable
      {...useList('pupils', schoolIds)}
      {...view}
      onEdit={(row) => onOpen({ student_id: row.student_id })}
    />
  );
}
