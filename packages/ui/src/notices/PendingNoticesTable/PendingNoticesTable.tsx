import {
  pendingNoticeActions,
  plainTextOf,
  proceedQuestion,
  publishedNoticeStatus,
  removedNoticeStatus,
  type PendingNotice,
  type PendingNoticeStatus,
} from '@stride/domain';
import { useState, type ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { DataTable } from '../../primitives/DataTable/DataTable';
import { useListPage } from '../../primitives/DataTable/list-state';
import { type DataTableColumn } from '../../primitives/DataTable/data-table-filters';
import { type DataTableStateProps } from '../../primitives/DataTable/DataTable.types';
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

const variantOf = (status: PendingNoticeStatus) =>
  status === removedNoticeStatus ? 'danger' : status === publishedNoticeStatus ? 'primary' : 'secondary';

/**
 * Pending notices (Actions: verify_notices, docs/product/notices.md): school, message as text, and Verify, No
 * notif and Remove, each asking 'Are you sure you want to proceed?' first.
 */
export function PendingNoticesTable({
  notices,
  onVerify,
  loading,
  error,
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

  return (
    <Root {...rest}>
      <DataTable
        variant="record"
        aria-label="Pending notices"
        columns={columns}
        data={notices.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE)}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyDescription="Notices waiting for approval will appear here."
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
