import { useState, type ReactNode } from 'react';
import { Modal } from '../../primitives/Modal/Modal';
import type { DiscardQuestion } from '../../primitives/ConfirmDialog/DiscardPrompt';

export type ToolsModalProps = {
  /** The title, which also names the close button ('Close <title>'). */
  title: string;
  open: boolean;
  /** Called with false by Escape and the close button (after the discard question while `unsaved`). */
  onOpenChange: (open: boolean) => void;
  /**
   * Whether something was typed that closing would drop.
   * @default false
   */
  unsaved?: boolean;
  /**
   * Asked before Escape or the close button drops what was typed; without it they close at once
   * (ADR 0100).
   * @default undefined
   */
  discardQuestion?: DiscardQuestion;
  /**
   * Empties the form before Escape or the close button closes it (the modal stays mounted), so what
   * was dropped does not come back on the next opening.
   * @default undefined
   */
  onDiscard?: () => void;
  children: ReactNode;
};

/**
 * The props a tools modal with a form passes on to `ToolsModal`, and `close` for its own Close or
 * Cancel button: every close empties the form with `reset`, so the next opening starts empty.
 */
export function useToolsModal(
  { open, onOpenChange, discardQuestion }: Pick<ToolsModalProps, 'open' | 'onOpenChange' | 'discardQuestion'>,
  { reset, unsaved }: { reset: () => void; unsaved: boolean },
) {
  const close = () => {
    reset();
    onOpenChange(false);
  };
  return { close, modal: { open, onOpenChange, discardQuestion, unsaved, onDiscard: reset } };
}

/**
 * Whether one of the modal's calls is running, and `busyWhile(action)`, busy until the action
 * settles, resolving whether it succeeded. The caller reports a failure, so it is not thrown on.
 */
export function useBusy() {
  const [busy, setBusy] = useState(false);
  const busyWhile = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, busyWhile };
}

/**
 * The frame of the ML and admin tools modals (ML model editor, Apply model, CSV uploader, Step
 * Datamodel, Step Account Management; docs/product/step-tools.md): 1150 wide, and a click outside does
 * nothing. Escape and the close button still close, asking first while `unsaved`.
 */
export function ToolsModal({
  title,
  open,
  onOpenChange,
  unsaved,
  discardQuestion,
  onDiscard,
  children,
}: ToolsModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onDiscard?.();
        onOpenChange(next);
      }}
      size="tools"
      outsideClickCloses={false}
      unsaved={unsaved}
      discardQuestion={discardQuestion}
      closeLabel={`Close ${title}`}
      title={title}
    >
      {children}
    </Modal>
  );
}
