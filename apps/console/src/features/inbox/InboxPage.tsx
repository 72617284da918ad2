import { Inbox, useToast } from '@stride/ui';
import { loadErrorProps } from '../../app/load-error';
import { useAdminMessages, useMarkRead } from '../../app/useInbox';

const markReadFailedMessage = 'The message could not be marked as read.';

/** The administration inbox (/members/admin_messages): opening an unread message marks it read. */
export function InboxPage() {
  const inbox = useAdminMessages();
  const markRead = useMarkRead();
  const toast = useToast();
  return (
    <Inbox
      messages={inbox.data?.messages ?? []}
      loading={inbox.isLoading}
      {...loadErrorProps(inbox.error, 'The messages could not be loaded.')}
      onRetry={() => void inbox.refresh()}
      onRead={async (id) => {
        if (!(await markRead(id)))
          toast.show({ title: 'Error', message: markReadFailedMessage, variant: 'error' });
      }}
    />
  );
}
