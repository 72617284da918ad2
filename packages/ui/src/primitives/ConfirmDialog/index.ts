export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
export { useConfirmed } from './useConfirmed';
export type { ConfirmedOptions } from './useConfirmed';
export { DiscardPrompt } from './DiscardPrompt';
export type { DiscardPromptProps, DiscardQuestion } from './DiscardPrompt';
