export { EmailTemplatesTable } from './EmailTemplatesTable';
