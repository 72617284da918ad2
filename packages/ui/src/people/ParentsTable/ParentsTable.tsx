import type { ParentRow } from '@stride/domain';
import type { DataTableColumn } from '../../primitives/DataTable/data-table-filters';
import { PeopleTable } from '../PeopleTable/PeopleTable';
import type { PeopleListProps } from '../PeopleTable/PeopleTable';

export type ParentsTableProps = PeopleListProps<ParentRow>;

const columns: DataTableColumn<ParentRow>[] = [
  { id: 'firstName', header: 'First name', accessor: (row) => row.first_name },
  { id: 'lastName', header: 'Last name', accessor: (row) => row.last_name },
  { id: 'children', header: 'Children', accessor: (row) => row.children },
  { id: 'email', header: 'Email', accessor: (row) => row.email },
];

/** The parents list (docs/product/people.md): first name, last name, children, email, Edit. */
export function ParentsTable(props: ParentsTableProps) {
  return (
    <PeopleTable listName="Parents" columns={columns} getRowId={(row) => String(row.user_id)} {...props} />
  );
}
