export { EmailTemplatesTable, type EmailTemplatesTableProps } from './EmailTemplatesTable';
