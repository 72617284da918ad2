export { Alert } from './Alert';
