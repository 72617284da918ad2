export { Modal } from './Modal';
export type { ModalSize } from './Modal';
