export { ChatModal } from './ChatModal';
export type { ChatModalProps } from './ChatModal';
