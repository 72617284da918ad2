export { StepDatamodelModal, type StepDatamodelModalProps } from './StepDatamodelModal';
export { StepAccountsModal, type StepAccountsModalProps } from './StepAccountsModal';
