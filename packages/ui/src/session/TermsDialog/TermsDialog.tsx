import { textLayout } from '@stride/domain';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Alert } from '../../primitives/Alert/Alert';
import { Button } from '../../primitives/Button/Button';
import { Modal } from '../../primitives/Modal/Modal';
import { SafeHtml } from '../../primitives/SafeHtml/SafeHtml';

/** Plain-text terms: a paragraph a line, so numbered clauses stay apart. */
const Lines = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  overflow-wrap: anywhere;
  p {
    margin: 0;
  }
`;

/** HTML terms whose lines are not laid out by their own markup keep their line breaks. */
const TermsHtml = styled(SafeHtml)<{ $keepLineBreaks: boolean }>`
  white-space: ${({ $keepLineBreaks }) => ($keepLineBreaks ? 'pre-line' : 'normal')};
`;

export type TermsDialogProps = {
  /** Whether the dialog shows (terms text exists and is not yet agreed). */
  open: boolean;
  /**
   * The organisation's terms text: plain text shows a paragraph a line (`textLayout`); HTML from the
   * server is sanitised, and keeps its line breaks where no markup of its own lays out its lines.
   */
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
  const layout = useMemo(() => textLayout(terms), [terms]);

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
      {layout.kind === 'lines' ? (
        <Lines>
          {layout.lines.map((line, index) => (
            <p key={index}>{line}</p>
          ))}
        </Lines>
      ) : (
        <TermsHtml html={layout.html} $keepLineBreaks={layout.keepLineBreaks} />
      )}
    </Modal>
  );
}
