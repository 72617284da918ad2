export { ToggleGroup } from './ToggleGroup';
export type { ToggleGroupItem, ToggleGroupProps } from './ToggleGroup';
