export { Modal, ModalClose } from './Modal';
export type { DiscardQuestion, ModalProps, ModalSize } from './Modal';
