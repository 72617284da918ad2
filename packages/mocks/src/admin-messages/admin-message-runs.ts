import { profileTablesOf } from '../people/profile-tables';
import type { DbSentAdminMessage } from './admin-message-writes';

/**
 * Each message sent is a run of send_admin_messages in the action's History (docs/product/actions.md:
 * every non-info action has one), dated as the message, newest first.
 */
export function logSentMessageRuns(sent: readonly DbSentAdminMessage[]): void {
  for (const row of sent)
    profileTablesOf().actionLog.unshift({
      category: 'school',
      action: 'send_admin_messages',
      user_id: null,
      student_id: null,
      school_id: row.school_id,
      created_at: row.created_at,
    });
}
