export { NoticeTemplatesTable } from './NoticeTemplatesTable';
export type { NoticeTemplatesTableProps } from './NoticeTemplatesTable';
