import { zodResolver } from '@hookform/resolvers/zod';
import {
  chatFormSchema,
  chatMessageMaxLength,
  chatMessages,
  emptyChatForm,
  timeAgo,
  type ChatFormValues,
  type ChatMessage,
} from '@stride/domain';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { Alert } from '../../primitives/Alert/Alert';
import { failureOf, type ShownFailure } from '../../primitives/ErrorState/detailed-error';
import { Button } from '../../primitives/Button/Button';
import { EmptyState } from '../../primitives/EmptyState/EmptyState';
import { ErrorState } from '../../primitives/ErrorState/ErrorState';
import { Modal } from '../../primitives/Modal/Modal';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { TextAreaField } from '../../primitives/TextAreaField/TextAreaField';
import { Muted } from '../NoticeCard/NoticeCard.styles';
import { useBoardClock } from '../board-clock';

export type ChatModalProps = {
  /** Who the chat is with ('Parent', 'School Office'); null closes the modal. */
  partner: string | null;
  onClose: () => void;
  /** The signed-in admin's user id: their messages show as 'You'. */
  viewerId: number;
  /** The conversation, oldest first. */
  messages: readonly ChatMessage[];
  /** Sends a message; rejects with the server's reason, and the text is kept. */
  onSend: (text: string) => Promise<unknown>;
  /** The conversation is loading. @default false */
  loading?: boolean;
  /** Why the conversation could not be loaded. @default undefined */
  error?: string;
  /**
   * The failure in technical words, behind a closed 'Technical details' disclosure under `error`.
   * @default undefined
   */
  errorDetail?: string;
  /** Loads the conversation again. @default undefined */
  onRetry?: () => void;
  /** The moment '… ago' is measured from. @default the board's clock, read every 60 seconds and when messages arrive */
  now?: Date;
};

const Conversation = styled.ol`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Bubble = styled.li`
  max-width: 80%;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.subtle};
  white-space: pre-wrap;
  overflow-wrap: anywhere;

  &[data-own] {
    justify-self: end;
    background: ${({ theme }) => theme.color.bg.surface};
    border: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.default};
  }
`;

const Byline = styled(Muted)`
  display: block;
`;

const Compose = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
  > :first-child {
    justify-self: stretch;
  }
`;

/**
 * The chat modal (docs/product/notices.md): a private conversation with the author of a card that
 * offers Message. Messages are plain text; Send is disabled while the box is empty, and a failed send
 * keeps the text.
 */
export function ChatModal({
  partner,
  onClose,
  viewerId,
  messages,
  onSend,
  loading = false,
  error,
  errorDetail,
  onRetry,
  now,
}: ChatModalProps) {
  const {
    control,
    handleSubmit,
    reset,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ChatFormValues>({
    resolver: zodResolver(chatFormSchema),
    defaultValues: emptyChatForm,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const text = useWatch({ control, name: 'message' });
  const [sendFailure, setSendFailure] = useState<ShownFailure | null>(null);
  const invalid = errors.message?.message;
  const problem = invalid ? { message: invalid } : sendFailure;
  const at = useBoardClock(now, messages);

  const send = handleSubmit(async ({ message }) => {
    setSendFailure(null);
    try {
      await onSend(message);
      reset(emptyChatForm);
    } catch (failure) {
      setSendFailure(failureOf(failure, chatMessages.sendFailed));
    }
  });

  let conversation;
  if (error)
    conversation = (
      <ErrorState
        title="The messages could not be loaded"
        message={error}
        detail={errorDetail}
        onRetry={onRetry}
      />
    );
  else if (loading) conversation = <Skeleton shape="text" lines={3} label="Loading the messages" />;
  else if (messages.length === 0)
    conversation = <EmptyState title="No messages" description={chatMessages.empty} headingLevel={3} />;
  else
    conversation = (
      <Conversation aria-label="Messages">
        {messages.map((message) => {
          const own = message.sender_user_id === viewerId;
          return (
            <Bubble key={message.id} data-own={own || undefined}>
              <Byline>
                {own ? 'You' : partner} · {timeAgo(message.created_timestamp, at)}
              </Byline>
              {message.message}
            </Bubble>
          );
        })}
      </Conversation>
    );

  return (
    <Modal
      title={`Chat with ${partner ?? ''}`}
      size="pupil"
      open={partner !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {conversation}
      <Compose noValidate aria-label="New message" onSubmit={send}>
        <Controller
          control={control}
          name="message"
          render={({ field }) => (
            <TextAreaField
              label="Write a message"
              value={field.value}
              maxLength={chatMessageMaxLength}
              onChange={(event) => {
                field.onChange(event.target.value);
                clearErrors('message');
                setSendFailure(null);
              }}
            />
          )}
        />
        {problem ? (
          <Alert variant="error" title={chatMessages.sendFailed} role="alert" detail={problem.detail}>
            {problem.message}
          </Alert>
        ) : null}
        <Button type="submit" disabled={!text.trim()} loading={isSubmitting}>
          Send
        </Button>
      </Compose>
    </Modal>
  );
}
