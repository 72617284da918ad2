import {
  noticeMessages,
  pendingNoticeActions,
  plainTextOf,
  publishedNoticeStatus,
  removedNoticeStatus,
  type PendingNotice,
  type PendingNoticeStatus,
} from '@stride/domain';
import { useState, type ComponentPropsWithoutRef } from 'react';
import { DataTable, type DataTableColumn, type DataTableStateProps } from '../../primitives/DataTable';

export type PendingNoticesTableProps = {
  /** Notices waiting for verification. */
  notices: readonly PendingNotice[];
  /**
   * Verifies (1), verifies without a notification (5) or removes (0) a notice (after 'Are you sure
   * you want to delete ?'); the page refreshes after.
   */
  onVerify: (notice: PendingNotice, status: PendingNoticeStatus) => Promise<unknown>;
} & DataTableStateProps &
  Omit<ComponentPropsWithoutRef<'div'>, 'children'>;

const columns: DataTableColumn<PendingNotice>[] = [
  { id: 'id', header: 'Id', accessor: (notice) => notice.id, rowHeader: true },
  { id: 'school', header: 'School', accessor: (notice) => notice.school },
  { id: 'message', header: 'Message', accessor: (notice) => plainTextOf(notice.message) },
];

const variantOf = (status: PendingNoticeStatus) =>
  status === removedNoticeStatus ? 'danger' : status === publishedNoticeStatus ? 'primary' : 'secondary';

/** Pending notices (Actions: verify_notices, spec 3 §4): school, message as text, Verify, No notif, Remove. */
export function PendingNoticesTable({ notices, onVerify, ...rest }: PendingNoticesTableProps) {
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
    <DataTable
      variant="record"
      aria-label="Pending notices"
      columns={columns}
      data={notices}
      emptyDescription="Notices waiting for approval will appear here."
      rowActions={(notice) =>
        pendingNoticeActions.map((action) => ({
          label: action.label,
          name: `${action.label} notice ${notice.id}`,
          variant: variantOf(action.status),
          disabled: busy !== null,
          onClick: () => verify(notice, action.status),
          ...(action.status === removedNoticeStatus
            ? {
                confirm: {
                  question: noticeMessages.removePendingQuestion,
                  description: plainTextOf(notice.message),
                },
              }
            : {}),
        }))
      }
      {...rest}
    />
  );
}
