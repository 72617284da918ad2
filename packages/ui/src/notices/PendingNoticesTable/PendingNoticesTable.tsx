import {
  pendingNoticeActions,
  plainTextOf,
  proceedQuestion,
  publishedNoticeStatus,
  removedNoticeStatus,
  verifiedWithoutNotificationStatus,
  type PendingNotice,
  type PendingNoticeStatus,
} from '@stride/domain';
import { useState, type ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { DataTable } from '../../primitives/DataTable/DataTable';
import { useListPage } from '../../primitives/DataTable/list-state';
import { type DataTableColumn } from '../../primitives/DataTable/data-table-filters';
import { type DataTableStateProps } from '../../primitives/DataTable/DataTable.types';
import type { DataTableBulkAction } from '../../primitives/DataTable/bulk-summary';
import { Pager } from '../../primitives/Pager/Pager';

export type PendingNoticesTableProps = {
  /** Notices waiting for verification. */
  notices: readonly PendingNotice[];
  /**
   * Verifies (1), verifies without a notification (5) or removes (0) a notice, each after 'Are you
   * sure you want to proceed?' (Yes/No, as every non-info action asks); the page
   * refreshes after.
   */
  onVerify: (notice: PendingNotice, status: PendingNoticeStatus) => Promise<unknown>;
  /**
   * Verifies, verifies without a notification or removes one notice of a selection (the bulk acts
   * over the table); rejects when it failed (a DetailedError keeps the technical words apart). With
   * it the notices can be selected.
   * @default undefined
   */
  onVerifyEach?: (notice: PendingNotice, status: PendingNoticeStatus) => Promise<unknown>;
} & DataTableStateProps &
  Omit<ComponentPropsWithoutRef<'div'>, 'children'>;

const columns: DataTableColumn<PendingNotice>[] = [
  { id: 'id', header: 'Id', accessor: (notice) => notice.id, rowHeader: true },
  { id: 'school', header: 'School', accessor: (notice) => notice.school },
  { id: 'message', header: 'Message', accessor: (notice) => plainTextOf(notice.message) },
];

/** Notices a page shows: an admin works through a long queue a page at a time. */
const PAGE_SIZE = 20;

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** The words of each act on the selected notices: the button, the question, the progress, the summary. */
const bulkWords = {
  [publishedNoticeStatus]: {
    label: 'Verify selected',
    verb: 'Verify',
    progress: 'Verifying',
    done: 'Verified',
  },
  [verifiedWithoutNotificationStatus]: {
    label: 'No notif for selected',
    verb: 'Verify without notification',
    progress: 'Verifying without notification',
    done: 'Verified without notification',
  },
  [removedNoticeStatus]: { label: 'Remove selected', verb: 'Remove', progress: 'Removing', done: 'Removed' },
} as const;

const noticeName = (notice: PendingNotice) => `Notice ${notice.id}`;

const variantOf = (status: PendingNoticeStatus) =>
  status === removedNoticeStatus ? 'danger' : status === publishedNoticeStatus ? 'primary' : 'secondary';

/**
 * Pending notices (Actions: verify_notices, docs/product/notices.md): school, message as text, and Verify, No
 * notif and Remove, each asking 'Are you sure you want to proceed?' first.
 */
export function PendingNoticesTable({
  notices,
  onVerify,
  onVerifyEach,
  loading,
  error,
  errorDetail,
  onRetry,
  ...rest
}: PendingNoticesTableProps) {
  const [busy, setBusy] = useState<number | null>(null);
  // The page is kept with the list (in the console: the URL, counted from 1), so a reload finds it.
  const [wanted, setPage] = useListPage('Pending notices');
  const pages = Math.ceil(notices.length / PAGE_SIZE);
  // Verifying the last notices of the last page shows the page before it.
  const page = Math.min(wanted, Math.max(0, pages - 1));

  async function verify(notice: PendingNotice, status: PendingNoticeStatus) {
    setBusy(notice.id);
    try {
      await onVerify(notice, status);
    } finally {
      setBusy(null);
    }
  }

  const bulkActions = onVerifyEach
    ? pendingNoticeActions.map(({ status }): DataTableBulkAction<PendingNotice> => ({
        label: bulkWords[status].label,
        question: (count) => `${bulkWords[status].verb} ${count} ${count === 1 ? 'notice' : 'notices'}?`,
        progress: bulkWords[status].progress,
        done: bulkWords[status].done,
        items: ['notice', 'notices'],
        destructive: status === removedNoticeStatus,
        run: (notice) => onVerifyEach(notice, status),
      }))
    : undefined;

  return (
    <Root {...rest}>
      <DataTable
        variant="record"
        aria-label="Pending notices"
        columns={columns}
        data={notices.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE)}
        loading={loading}
        error={error}
        errorDetail={errorDetail}
        onRetry={onRetry}
        emptyDescription="Notices waiting for approval will appear here."
        rowName={noticeName}
        bulkActions={bulkActions}
        rowActions={(notice) =>
          pendingNoticeActions.map((action) => ({
            label: action.label,
            name: `${action.label} notice ${notice.id}`,
            variant: variantOf(action.status),
            disabled: busy !== null,
            onClick: () => verify(notice, action.status),
            confirm: { question: proceedQuestion, description: plainTextOf(notice.message) },
          }))
        }
      />
      {pages > 1 && (
        <Pager aria-label="Pages of pending notices" page={page} pages={pages} onPage={setPage} />
      )}
    </Root>
  );
}
