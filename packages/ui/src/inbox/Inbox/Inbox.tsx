import { isUnread, messagePreview, timeAgo, type AdminMessage } from '@stride/domain';
import { useState, type ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { Accordion } from '../../primitives/Accordion/Accordion';
import { EmptyState } from '../../primitives/EmptyState/EmptyState';
import { ErrorState } from '../../primitives/ErrorState/ErrorState';
import { SafeHtml } from '../../primitives/SafeHtml/SafeHtml';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { Tag } from '../../primitives/Tag/Tag';
import { UserText } from '../../primitives/UserText/UserText';
import type { LoadFailureProps } from '../../primitives/ErrorState/ErrorState';

export type InboxProps = {
  /** The messages, in the order to show them (the server sends newest first). */
  messages: readonly AdminMessage[];
  /** Called with a message's id when an unread message is opened; the page marks it read. */
  onRead: (id: number) => void;
  /**
   * The moment time-ago is measured from.
   * @default the time of the first render
   */
  now?: Date;
  /**
   * The messages are loading: placeholders take their place.
   * @default false
   */
  loading?: boolean;
} & LoadFailureProps &
  ComponentPropsWithoutRef<'section'>;

const Subject = styled.span`
  display: block;
  [data-unread] > & {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const Preview = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

const Time = styled.time`
  color: ${({ theme }) => theme.color.text.muted};
  white-space: nowrap;
`;

/**
 * The administration inbox (docs/product/inbox.md): an accordion of messages with subject, a 'New' tag while
 * unread, a 50-character preview and time-ago. Opening one shows its HTML, sanitised.
 */
export function Inbox({
  messages,
  onRead,
  now,
  loading = false,
  error,
  errorDetail,
  onRetry,
  ...rest
}: InboxProps) {
  const [firstRender] = useState(() => new Date());
  const at = now ?? firstRender;

  function open(values: string[]) {
    const message = messages.find((row) => String(row.id) === values[0]);
    if (message && isUnread(message)) onRead(message.id);
  }

  let body;
  if (error)
    body = (
      <ErrorState
        title="The inbox could not be loaded"
        message={error}
        detail={errorDetail}
        onRetry={onRetry}
      />
    );
  else if (loading) body = <Skeleton shape="text" lines={4} label="Loading messages" />;
  else if (messages.length === 0)
    body = <EmptyState title="No messages" description="Administration messages will appear here." />;
  else
    body = (
      <Accordion
        onValueChange={open}
        headingLevel={2}
        items={messages.map((message) => ({
          value: String(message.id),
          title: (
            <span data-unread={isUnread(message) || undefined}>
              <Subject>
                <UserText>{message.subject}</UserText>
              </Subject>
              <Preview>
                <UserText>{messagePreview(message.content)}</UserText>
              </Preview>
            </span>
          ),
          meta: (
            <>
              {isUnread(message) ? <Tag variant="accent">New</Tag> : null}
              <Time dateTime={message.created_at}>{timeAgo(message.created_at, at)}</Time>
            </>
          ),
          content: <SafeHtml html={message.content} />,
        }))}
      />
    );

  return (
    <section aria-label="Inbox" aria-busy={loading || undefined} {...rest}>
      {body}
    </section>
  );
}
