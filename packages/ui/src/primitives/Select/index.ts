export { Select } from './Select';
export type { SelectOption } from './Select';
