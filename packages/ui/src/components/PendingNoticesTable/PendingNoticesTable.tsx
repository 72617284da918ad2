import {
  type PendingNotice,
  pendingNoticeActions,
  type PendingNoticeStatus,
  plainTextOf,
  publishedNoticeStatus,
  removedNoticeStatus,
} from '@stride/domain';
import { useState, type ComponentPropsWithoutRef } from 'react';
import { Button } from '../../primitives/Button';
import { Actions, Table } from '../record-table.styles';
import { RecordTableState } from '../RecordTableState';

export type PendingNoticesTableProps = {
  /** Notices waiting for verification. */
  notices: readonly PendingNotice[];
  /** Verifies (1), verifies without a notification (5) or removes (0) a notice; the page refreshes after. */
  onVerify: (notice: PendingNotice, status: PendingNoticeStatus) => Promise<unknown>;
  /** The notices are loading. @default false */
  loading?: boolean;
  /** Why the notices could not be loaded. @default undefined */
  error?: string;
  /** Called by Retry. @default undefined */
  onRetry?: () => void;
} & ComponentPropsWithoutRef<'div'>;

/** Pending notices (Actions: verify_notices, spec 3 §4): school, message as text, Verify, No notif, Remove. */
export function PendingNoticesTable({
  notices,
  onVerify,
  loading = false,
  error,
  onRetry,
  ...rest
}: PendingNoticesTableProps) {
  const [busy, setBusy] = useState<number | null>(null);

  async function verify(notice: PendingNotice, status: PendingNoticeStatus) {
    setBusy(notice.id);
    try {
      await onVerify(notice, status);
    } finally {
      setBusy(null);
    }
  }

  return (
    <RecordTableState
      error={error}
      onRetry={onRetry}
      loading={loading}
      loadingLabel="Loading pending notices"
      empty={notices.length === 0}
      emptyTitle="No pending notices"
      emptyDescription="Notices waiting for approval will appear here."
      {...rest}
    >
      <Table aria-label="Pending notices">
        <thead>
          <tr>
            <th scope="col">Id</th>
            <th scope="col">School</th>
            <th scope="col">Message</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {notices.map((notice) => (
            <tr key={notice.id}>
              <th scope="row">{notice.id}</th>
              <td>{notice.school}</td>
              <td>{plainTextOf(notice.message)}</td>
              <td>
                <Actions>
                  {pendingNoticeActions.map((action) => (
                    <Button
                      key={action.status}
                      size="small"
                      variant={
                        action.status === removedNoticeStatus
                          ? 'danger'
                          : action.status === publishedNoticeStatus
                            ? 'primary'
                            : 'secondary'
                      }
                      disabled={busy !== null}
                      aria-label={`${action.label} notice ${notice.id}`}
                      onClick={() => void verify(notice, action.status)}
                    >
                      {action.label}
                    </Button>
                  ))}
                </Actions>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </RecordTableState>
  );
}
