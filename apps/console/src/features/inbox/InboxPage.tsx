import { isApiError } from '@stride/api';
import { Inbox, useToast } from '@stride/ui';
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
      error={inbox.error ? (isApiError(inbox.error) ? inbox.error.message : String(inbox.error)) : undefined}
      onRetry={() => void inbox.mutate()}
      onRead={async (id) => {
        if (!(await markRead(id)))
          toast.show({ title: 'Error', message: markReadFailedMessage, variant: 'error' });
      }}
    />
  );
}
