export { ProfileModal } from './ProfileModal';
