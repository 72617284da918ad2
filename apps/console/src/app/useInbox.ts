import { adminMessagesQuery, markAdminMessageReadMutation, unreadCountQuery } from '@stride/api';
import { useMutation } from './useMutation';
import { useQuery } from './useQuery';

/** How many inbox messages are unread: the menu's badge. */
export function useUnreadCount(signedIn: boolean) {
  return useQuery(signedIn ? unreadCountQuery() : null);
}

/** The inbox messages with the server's unread count. */
export function useAdminMessages() {
  return useQuery(adminMessagesQuery());
}

/**
 * Marks a message read. The message and the menu's count change at once; the server is told
 * after, and a failure brings back what was there. Resolves with whether the server agreed.
 */
export function useMarkRead() {
  const write = useMutation();
  return (id: number): Promise<boolean> =>
    write(markAdminMessageReadMutation(id)).then(
      () => true,
      () => false,
    );
}
