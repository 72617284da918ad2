import { ConfirmDialog } from './ConfirmDialog';

/** What is asked before unsaved changes are dropped, and its two answers (ADR 0100). */
export type DiscardQuestion = {
  /** The question, the alert dialog's title. */
  question: string;
  /** The sentence under it. */
  detail: string;
  /** Drops the changes (a danger button). */
  leave: string;
  /** Keeps editing (the focused answer). */
  stay: string;
};

export type DiscardPromptProps = {
  /** The words of the question and its answers. */
  words: DiscardQuestion;
  /** Whether the question is showing. */
  open: boolean;
  /** Called by Leave. */
  onLeave: () => void;
  /** Called by Stay, Escape, or closing the question any other way. */
  onStay: () => void;
};

/** Asks whether to drop unsaved changes: Leave drops them, Stay (focused, so Enter is safe) keeps editing. */
export function DiscardPrompt({ words, open, onLeave, onStay }: DiscardPromptProps) {
  return (
    <ConfirmDialog
      open={open}
      message={words.question}
      description={words.detail}
      confirmLabel={words.leave}
      cancelLabel={words.stay}
      destructive
      onConfirm={onLeave}
      onCancel={onStay}
    />
  );
}
