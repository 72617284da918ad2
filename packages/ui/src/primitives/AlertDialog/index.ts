export { AlertDialog, useAlert } from './AlertDialog';
export type { AlertDialogProps } from './AlertDialog';
