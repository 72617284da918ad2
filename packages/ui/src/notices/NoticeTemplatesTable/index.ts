export { NoticeTemplatesTable } from './NoticeTemplatesTable';
