export { TextAreaField } from './TextAreaField';
export type { TextAreaFieldProps } from './TextAreaField';
