import { useCallback, useState, type ReactNode } from 'react';
import { AlertDialog as RadixAlertDialog } from 'radix-ui';
import { Button } from '../Button/Button';
import { Body, Footer, Overlay, Panel, Title } from '../Modal/Modal.styles';
import { useReturnFocus } from '../Modal/useReturnFocus';

export type AlertDialogProps = {
  /** What the admin must acknowledge ('Upload failed', the server's error); it names the dialog. */
  message: ReactNode;
  /** Whether the dialog is showing. */
  open: boolean;
  /** Called by OK and Escape. */
  onClose: () => void;
};

/**
 * A message the admin must acknowledge (the spec's "alert"), on Radix AlertDialog: role
 * alertdialog, the page behind is inert, focus starts on OK, and only OK or Escape closes it (an
 * outside click does nothing). Focus then goes back where it was.
 */
export function AlertDialog({ message, open, onClose }: AlertDialogProps) {
  const { rememberOpener, returnFocus } = useReturnFocus(false);
  return (
    <RadixAlertDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <RadixAlertDialog.Portal>
        <RadixAlertDialog.Overlay asChild>
          <Overlay />
        </RadixAlertDialog.Overlay>
        <RadixAlertDialog.Content
          asChild
          aria-describedby={undefined}
          onOpenAutoFocus={rememberOpener}
          onCloseAutoFocus={returnFocus}
        >
          <Panel data-size="small">
            <Body>
              <RadixAlertDialog.Title asChild>
                <Title>{message}</Title>
              </RadixAlertDialog.Title>
            </Body>
            <Footer>
              {/* Radix focuses its Cancel part when the dialog opens: here that is OK. */}
              <RadixAlertDialog.Cancel asChild>
                <Button>OK</Button>
              </RadixAlertDialog.Cancel>
            </Footer>
          </Panel>
        </RadixAlertDialog.Content>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}

/**
 * One alert dialog for a screen: `alert(message)` shows it; render `dialog` once. The message stays
 * while the dialog closes, so its words do not change on the way out.
 */
export function useAlert() {
  const [shown, setShown] = useState<{ message: ReactNode; open: boolean }>({ message: '', open: false });
  const alert = useCallback((message: ReactNode) => setShown({ message, open: true }), []);
  const dialog = (
    <AlertDialog
      message={shown.message}
      open={shown.open}
      onClose={() => setShown((current) => ({ ...current, open: false }))}
    />
  );
  return { alert, dialog };
}
