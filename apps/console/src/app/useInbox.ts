import { readMessageFlag } from '@stride/domain';
import type { AdminMessages } from '@stride/api';
import { adminMessagesQuery, getUnreadCount, markAdminMessageRead, unreadCountQuery } from '@stride/api';
import { useSWRConfig } from 'swr';
import { useQuery } from './useQuery';
import { useApiClient } from './useApiClient';

/** How many inbox messages are unread: the menu's badge. */
export function useUnreadCount(signedIn: boolean) {
  return useQuery(signedIn ? unreadCountQuery() : null);
}

/** The inbox messages with the server's unread count. */
export function useAdminMessages() {
  return useQuery(adminMessagesQuery());
}

/** The inbox with one message read and the count one lower. */
function withRead(inbox: AdminMessages | undefined, id: number): AdminMessages {
  return {
    unread: Math.max(0, (inbox?.unread ?? 1) - 1),
    messages: (inbox?.messages ?? []).map((message) =>
      message.id === id ? { ...message, is_read: readMessageFlag } : message,
    ),
  };
}

/**
 * Marks a message read. The message and the menu's count change at once; the server is told
 * after, and a failure brings back what was there. Resolves with whether the server agreed.
 */
export function useMarkRead() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return async (id: number): Promise<boolean> => {
    const read = mutate<AdminMessages>(
      adminMessagesQuery().key,
      async (inbox) => {
        await markAdminMessageRead(client, id);
        return withRead(inbox, id);
      },
      { optimisticData: (inbox) => withRead(inbox, id), rollbackOnError: true, revalidate: false },
    );
    const count = mutate<number>(
      unreadCountQuery().key,
      read.then(() => getUnreadCount(client)),
      {
        optimisticData: (current) => Math.max(0, (current ?? 1) - 1),
        rollbackOnError: true,
        revalidate: false,
      },
    );
    const [marked] = await Promise.allSettled([read, count]);
    return marked.status === 'fulfilled';
  };
}
