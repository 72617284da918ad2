export { IncreaseSignupsModal } from './IncreaseSignupsModal';
