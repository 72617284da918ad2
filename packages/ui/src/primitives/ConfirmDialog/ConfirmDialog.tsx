import { useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { Button } from '../Button/Button';
import { Body, Description, Footer, Overlay, Panel, Title } from '../Modal/Modal.styles';
import { useReturnFocus } from '../Modal/useReturnFocus';

export type ConfirmDialogProps = {
  /**
   * The question, shown as the dialog's title ('Are you sure you want to delete ?',
   * 'Remove this post from the School Notice Board?').
   * @default 'Are you sure ?'
   */
  message?: ReactNode;
  /**
   * More detail under the question.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * Called by Yes. If it returns a promise, Yes shows it is working until the promise settles; the
   * dialog closes when it resolves and stays open when it rejects, so the user can try again.
   */
  onConfirm: () => void | Promise<unknown>;
  /**
   * Called by No, Escape, and closing the dialog any other way than Yes.
   * @default undefined
   */
  onCancel?: () => void;
  /**
   * Makes Yes a danger button, for deletions.
   * @default false
   */
  destructive?: boolean;
  /**
   * Label of the confirming button.
   * @default 'Yes'
   */
  confirmLabel?: string;
  /**
   * Label of the cancelling button, which has focus when the dialog opens.
   * @default 'No'
   */
  cancelLabel?: string;
  /**
   * Whether the dialog is open (controlled).
   * @default undefined
   */
  open?: boolean;
  /**
   * Whether the dialog starts open (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /**
   * Called when the dialog opens or closes.
   * @default undefined
   */
  onOpenChange?: (open: boolean) => void;
  /**
   * One element that opens the dialog, usually a Delete button; it gets focus back on close.
   * @default undefined
   */
  trigger?: ReactNode;
} & ComponentPropsWithoutRef<'div'>;

/**
 * A Yes/No question before a destructive or irreversible action, on Radix AlertDialog: it does not
 * close on an outside click, and focus starts on No so Enter never confirms by accident.
 */
export function ConfirmDialog({
  message = 'Are you sure ?',
  description,
  onConfirm,
  onCancel,
  destructive = false,
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  ...rest
}: ConfirmDialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const [confirming, setConfirming] = useState(false);
  const isOpen = open ?? uncontrolledOpen;
  const { rememberOpener, returnFocus } = useReturnFocus(Boolean(trigger));

  const setOpen = (next: boolean) => {
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const confirm = async () => {
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      setOpen(false);
      return;
    }
    setConfirming(true);
    try {
      await result;
      setOpen(false);
    } catch {
      // The caller reports the failure (a toast); the question stays so Yes can be tried again.
    } finally {
      setConfirming(false);
    }
  };

  return (
    <AlertDialog.Root
      open={isOpen}
      onOpenChange={(next) => {
        if (!next) onCancel?.();
        setOpen(next);
      }}
    >
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay asChild>
          <Overlay />
        </AlertDialog.Overlay>
        <AlertDialog.Content
          asChild
          // While Yes is working the outcome is not known yet, so the dialog cannot be left.
          onEscapeKeyDown={(event) => confirming && event.preventDefault()}
          onOpenAutoFocus={rememberOpener}
          onCloseAutoFocus={returnFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Panel data-size="small" {...rest}>
            <Body>
              <AlertDialog.Title asChild>
                <Title>{message}</Title>
              </AlertDialog.Title>
              {description && (
                <AlertDialog.Description asChild>
                  <Description>{description}</Description>
                </AlertDialog.Description>
              )}
            </Body>
            <Footer>
              <AlertDialog.Cancel asChild>
                <Button variant="secondary" disabled={confirming}>
                  {cancelLabel}
                </Button>
              </AlertDialog.Cancel>
              <Button variant={destructive ? 'danger' : 'primary'} loading={confirming} onClick={confirm}>
                {confirmLabel}
              </Button>
            </Footer>
          </Panel>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
