export { GroupsModal } from './GroupsModal';
export type { GroupsModalProps } from './GroupsModal';
