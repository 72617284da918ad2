import { test } from 'vitest';
import { filterTextsOf, shownRowOrder, sortedRowOrder } from './data-table-rows';
import type { DataTableColumn } from './data-table-filters';

type Parent = { firstName: string; lastName: string; email: string };
const names = ['Aisha', 'Ben', 'Chloe', 'Dev', 'Ellie', 'Farah', 'George', 'Hana', 'Isaac', 'Jade'];
const parents: Parent[] = Array.from({ length: 100_000 }, (_, index) => ({
  firstName: `${names[index % names.length]} ${index}`,
  lastName: names[(index * 7) % names.length],
  email: `parent${index}@example.com`,
}));
const columns: DataTableColumn<Parent>[] = [
  { id: 'firstName', header: 'First name', accessor: (row) => row.firstName },
  { id: 'lastName', header: 'Last name', accessor: (row) => row.lastName },
  { id: 'email', header: 'Email', accessor: (row) => row.email },
];

test('DataTable rows of 100 000 parents', async ({ bench }) => {
  const order = sortedRowOrder(parents, columns, [{ id: 'firstName', desc: false }]);
  const texts = filterTextsOf(parents, columns);
  texts('firstName');
  await bench('sort by first name (data or sort changed)', () => {
    sortedRowOrder(parents, columns, [{ id: 'firstName', desc: false }]);
  }).run();
  await bench('filter one keystroke ("an") over the sorted rows', () => {
    shownRowOrder(order, texts, [{ id: 'firstName', value: 'an' }]);
  }).run();
  await bench('lower-case one column for filtering (once per data)', () => {
    filterTextsOf(parents, columns)('email');
  }).run();
});
