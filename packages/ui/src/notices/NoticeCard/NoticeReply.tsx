import { postLimits } from '@stride/domain';
import { useState } from 'react';
import { Alert } from '../../primitives/Alert/Alert';
import { failureOf, type ShownFailure } from '../../primitives/ErrorState/detailed-error';
import { Button } from '../../primitives/Button/Button';
import { TextField } from '../../primitives/TextField/TextField';
import { Muted, Row } from './NoticeCard.styles';

export type NoticeReplyProps = {
  /** The viewer's reply, once sent. */
  reply: string | null;
  /** Sends the reply; the card shows it once the promise resolves. @default undefined */
  onReply?: (text: string) => Promise<unknown>;
};

/**
 * The text reply of a DYNAMIC notice (docs/product/notices.md): at most 180 characters, Send while there is
 * text; once sent, the reply shows instead of the field. A failed send keeps the text and says why.
 */
export function NoticeReply({ reply, onReply }: NoticeReplyProps) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<ShownFailure | null>(null);

  if (reply !== null)
    return (
      <p role="group" aria-label="Your reply">
        <Muted>Your reply:</Muted> {reply}
      </p>
    );
  if (!onReply) return null;

  async function send() {
    if (!onReply || !text.trim()) return;
    setSending(true);
    setFailure(null);
    try {
      await onReply(text.trim());
    } catch (error) {
      setFailure(failureOf(error, 'The reply could not be sent.'));
    } finally {
      setSending(false);
    }
  }

  return (
    <div role="group" aria-label="Reply">
      <Row>
        <TextField
          label="Your reply"
          size="small"
          value={text}
          maxLength={postLimits.textReply}
          description={`${text.length}/${postLimits.textReply}`}
          onValueChange={setText}
        />
        <Button size="small" disabled={!text.trim()} loading={sending} onClick={() => void send()}>
          Send reply
        </Button>
      </Row>
      {failure ? (
        <Alert variant="error" detail={failure.detail}>
          {failure.message}
        </Alert>
      ) : null}
    </div>
  );
}
