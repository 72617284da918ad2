export { PupilsTable } from './PupilsTable';
