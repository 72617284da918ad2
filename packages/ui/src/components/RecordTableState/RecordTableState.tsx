import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Skeleton } from '../../primitives/Skeleton';

export type RecordTableStateProps = {
  /** What is loading, read by screen readers ('Loading councils'). */
  loadingLabel: string;
  /** The empty state's title, in the user's words ('No councils yet'). */
  emptyTitle: string;
  /**
   * What the user can do about the empty list ('Add one with New Council.').
   * @default undefined
   */
  emptyDescription?: string;
  /**
   * The records are loading: a placeholder takes the table's place.
   * @default false
   */
  loading?: boolean;
  /**
   * Why the records could not be loaded; shown with Retry instead of the table.
   * @default undefined
   */
  error?: string;
  /**
   * Called by Retry.
   * @default undefined
   */
  onRetry?: () => void;
  /**
   * There are no records (to show): the empty state takes the table's place.
   * @default false
   */
  empty?: boolean;
  /**
   * Lines of the loading placeholder, about the rows expected.
   * @default 4
   */
  lines?: number;
  /** The table, shown once the records are there. */
  children: ReactNode;
} & ComponentPropsWithoutRef<'div'>;

/**
 * The states of a table of records: the load's error with Retry, then loading, then empty, and
 * only then the table itself (`children`).
 */
export function RecordTableState({
  loadingLabel,
  emptyTitle,
  emptyDescription,
  loading = false,
  error,
  onRetry,
  empty = false,
  lines = 4,
  children,
  ...rest
}: RecordTableStateProps) {
  const state = error ? (
    <ErrorState message={error} onRetry={onRetry} />
  ) : loading ? (
    <Skeleton lines={lines} label={loadingLabel} />
  ) : empty ? (
    <EmptyState title={emptyTitle} description={emptyDescription} />
  ) : (
    children
  );
  return <div {...rest}>{state}</div>;
}
