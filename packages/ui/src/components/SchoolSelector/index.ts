export { SchoolSelector } from './SchoolSelector';
export type { SchoolSelectorProps } from './SchoolSelector';
export { schoolSelectorEntries, toggleSelection } from './school-selector-entries';
export type { SchoolSelectorEntry, SchoolSelectorOptions } from './school-selector-entries';
