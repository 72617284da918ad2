export { Modal, ModalClose } from './Modal';
export type { ModalProps, ModalSize } from './Modal';
