export { ActionForm } from './ActionForm';
