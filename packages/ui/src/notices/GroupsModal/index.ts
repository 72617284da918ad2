export { GroupsModal } from './GroupsModal';
