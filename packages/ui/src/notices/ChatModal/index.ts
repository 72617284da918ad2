export { ChatModal } from './ChatModal';
