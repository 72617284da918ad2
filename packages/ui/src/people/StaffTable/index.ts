export { StaffTable } from './StaffTable';
