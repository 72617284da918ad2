export { PeopleTable } from './PeopleTable';
export type { PeopleListProps } from './PeopleTable';
