export { ActionForm, type ActionFormProps } from './ActionForm';
export type { ActionSchool } from './ActionFormField';
