import type { StaffRow } from '@stride/domain';
import { staffTypeLabel } from '@stride/domain';
import type { DataTableColumn } from '../../primitives/DataTable/data-table-filters';
import { PeopleTable } from '../PeopleTable/PeopleTable';
import type { PeopleListProps } from '../PeopleTable/PeopleTable';

export type StaffTableProps = PeopleListProps<StaffRow>;

const columns: DataTableColumn<StaffRow>[] = [
  { id: 'name', header: 'Name', accessor: (row) => row.name },
  { id: 'email', header: 'Email', accessor: (row) => row.email },
  { id: 'staffType', header: 'Staff type', accessor: (row) => staffTypeLabel(row.staff_type) },
];

/** The staff list (docs/product/people.md): name, email, staff type (Head teacher, Teacher, School Office), Edit. */
export function StaffTable(props: StaffTableProps) {
  return (
    <PeopleTable listName="Staff" columns={columns} getRowId={(row) => String(row.user_id)} {...props} />
  );
}
