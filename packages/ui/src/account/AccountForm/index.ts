export { AccountForm } from './AccountForm';
export type { AccountFormProps } from './AccountForm';
