import { emailTemplateMessages, isPreviewAddress } from '@stride/domain';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../primitives/Button/Button';
import { Modal } from '../../primitives/Modal/Modal';
import { SafeHtml } from '../../primitives/SafeHtml/SafeHtml';
import { TextField } from '../../primitives/TextField/TextField';
import { InlineFields } from '../../components/form-layout.styles';

const Sheet = styled(SafeHtml)`
  padding: ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
`;

export type EmailPreviewProps = {
  /** The subject line. */
  subject: string;
  /** The email HTML, sanitised before it is shown. */
  html: string;
  /** Sends the saved template to a test address; absent until the template is saved. */
  onSend?: (email: string) => Promise<unknown>;
};

/** The preview dialog (sanitised email HTML) and the send-preview form (docs/product/automations.md). */
export function EmailPreview({ subject, html, onSend }: EmailPreviewProps) {
  const [open, setOpen] = useState(false);
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (!isPreviewAddress(address)) return setError(emailTemplateMessages.previewAddress);
    setError(undefined);
    setSending(true);
    await onSend?.(address).catch(() => undefined);
    setSending(false);
  };

  return (
    <InlineFields>
      <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
        Preview
      </Button>
      <TextField
        label="Test address"
        type="email"
        value={address}
        error={error}
        description={onSend ? undefined : 'Save the template to send a preview.'}
        onValueChange={setAddress}
      />
      <Button type="button" variant="secondary" disabled={!onSend || sending} onClick={() => void send()}>
        Send preview
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        size="template-editor"
        title={subject || 'Preview'}
        description="The email as it is sent, before variables are filled in."
      >
        <Sheet html={html} aria-label="Email preview" role="document" />
      </Modal>
    </InlineFields>
  );
}
