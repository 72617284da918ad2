import { useState } from 'react';
import { Alert } from '../../primitives/Alert/Alert';
import { Button } from '../../primitives/Button/Button';
import { Modal } from '../../primitives/Modal/Modal';
import { SafeHtml } from '../../primitives/SafeHtml/SafeHtml';

export type TermsDialogProps = {
  /** Whether the dialog shows (terms text exists and is not yet agreed). */
  open: boolean;
  /** The organisation's terms text; it may be HTML from the server and is sanitised. */
  terms: string;
  /** Records agreement; while it runs Confirm shows it is working. A rejection keeps the dialog open. */
  onConfirm: () => Promise<void>;
};

/**
 * The mandatory Terms & conditions dialog (docs/product/layout.md): it cannot be closed by Escape or an
 * outside click; only Confirm closes it, once the server has recorded the agreement.
 */
export function TermsDialog({ open, terms, onConfirm }: TermsDialogProps) {
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);

  async function confirm() {
    setConfirming(true);
    setFailed(false);
    try {
      await onConfirm();
    } catch {
      setFailed(true);
    } finally {
      setConfirming(false);
    }
  }

  return (
    <Modal
      open={open}
      dismissible={false}
      size="user-detail"
      title="Terms & conditions"
      description="Please read and confirm the terms to use the console."
      footer={
        <Button onClick={confirm} loading={confirming}>
          Confirm
        </Button>
      }
    >
      {failed ? <Alert variant="error">Your agreement could not be saved. Please try again.</Alert> : null}
      <SafeHtml html={terms} />
    </Modal>
  );
}
