export { StepDatamodelModal } from './StepDatamodelModal';
export { StepAccountsModal } from './StepAccountsModal';
