export { ToggleGroup } from './ToggleGroup';
