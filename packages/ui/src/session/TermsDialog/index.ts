export { TermsDialog } from './TermsDialog';
