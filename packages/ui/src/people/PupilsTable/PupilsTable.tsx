import { schoolYearName, type PupilRow } from '@stride/domain';
import type { DataTableColumn } from '../../primitives/DataTable/data-table-filters';
import { PeopleTable } from '../PeopleTable/PeopleTable';
import type { PeopleListProps } from '../PeopleTable/PeopleTable';

export type PupilsTableProps = PeopleListProps<PupilRow>;

const columns: DataTableColumn<PupilRow>[] = [
  { id: 'name', header: 'Name', accessor: (row) => `${row.first_name} ${row.last_name}`.trim() },
  { id: 'year', header: 'Year', accessor: (row) => schoolYearName(row.current_year) },
  { id: 'parents', header: "Parents' names", accessor: (row) => row.names },
  { id: 'emails', header: 'Parent emails', accessor: (row) => row.emails },
];

/** The pupils list (docs/product/people.md): name, year, parents' names, parent emails, Edit (by student_id). */
export function PupilsTable(props: PupilsTableProps) {
  return (
    <PeopleTable listName="Pupils" columns={columns} getRowId={(row) => String(row.student_id)} {...props} />
  );
}
