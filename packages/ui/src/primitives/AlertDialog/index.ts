export { useAlert } from './AlertDialog';
