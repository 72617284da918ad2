export { ActionForm, actionConfirmQuestion, type ActionFormProps } from './ActionForm';
export type { ActionSchool } from './ActionFormField';
