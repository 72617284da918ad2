export { ProfileModal } from './ProfileModal';
export type { ProfileModalProps, ProfilePerson } from './ProfileModal';
