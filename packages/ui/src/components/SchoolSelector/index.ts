export { schoolSelectorEntries } from './school-selector-entries';
