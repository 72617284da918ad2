export { TermsDialog } from './TermsDialog';
export type { TermsDialogProps } from './TermsDialog';
