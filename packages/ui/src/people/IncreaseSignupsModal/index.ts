export { IncreaseSignupsModal } from './IncreaseSignupsModal';
export type { IncreaseSignupsModalProps } from './IncreaseSignupsModal';
