import type { ReactNode } from 'react';
import { DetailedError } from '../ErrorState/detailed-error';

/** What a failed write shows: human words, and technical ones behind 'Technical details'. */
type BulkFailureReason = { message: string; detail?: string };

/**
 * An act on every selected row, where the server has one per row (approve a notice, delete a link):
 * asked once for all, then run row by row.
 */
export type DataTableBulkAction<Row> = {
  /** The button's text in the selection bar ('Verify'). */
  label: string;
  /** The Yes/No question naming the count ('Verify 3 notices?'). */
  question: (count: number) => ReactNode;
  /** The act as it runs, for the progress ('Verifying' → 'Verifying 3 of 10…'). */
  progress: string;
  /** The act once done, for the summary ('Verified' → 'Verified 9 notices.'). */
  done: string;
  /**
   * What a row is called, one and many, in the summary.
   * @default ['row', 'rows']
   */
  items?: readonly [one: string, many: string];
  /** Runs the act on one row; a rejection counts it as failed and the next row runs. */
  run: (row: Row) => Promise<unknown>;
  /**
   * The human reason (and technical detail) of a rejection.
   * @default the error's message (a DetailedError's detail apart), else 'It could not be done.'
   */
  failure?: (error: unknown) => BulkFailureReason;
  /** Yes is a danger button (deletions). @default false */
  destructive?: boolean;
};

/** A row the act failed on: its name and why. */
export type BulkFailure = { name: string } & BulkFailureReason;

const count = new Intl.NumberFormat('en-GB');
/** How many failures the summary names; the rest are counted ('and 4 more'). */
const NAMED = 3;

/** The progress while the act runs: 'Verifying 3 of 10…' (the row running now, from 1). */
export const bulkProgress = (progress: string, running: number, total: number) =>
  `${progress} ${count.format(running)} of ${count.format(total)}…`;

/** Why a row failed, from whatever its `run` rejected with. */
export function failureReason(error: unknown): BulkFailureReason {
  if (error instanceof DetailedError) return { message: error.message, detail: error.detail };
  if (error instanceof Error && error.message)
    return { message: error.message, detail: `${error.name}: ${error.message}` };
  return { message: 'It could not be done.', detail: String(error) };
}

/**
 * The one summary after the act: 'Verified 9 notices. 1 failed: Notice 4 — The server did not accept
 * the request.', the first failures named, and their technical detail apart (behind a disclosure).
 */
export function bulkSummary(
  action: Pick<DataTableBulkAction<unknown>, 'done' | 'items'>,
  total: number,
  failures: readonly BulkFailure[],
): { message: string; detail?: string; failed: boolean } {
  const [one, many] = action.items ?? ['row', 'rows'];
  const succeeded = total - failures.length;
  const done = `${action.done} ${count.format(succeeded)} ${succeeded === 1 ? one : many}.`;
  if (failures.length === 0) return { message: done, failed: false };
  const named = failures
    .slice(0, NAMED)
    .map((failure) => `${failure.name} — ${failure.message}`)
    .join('; ');
  const more = failures.length > NAMED ? `; and ${count.format(failures.length - NAMED)} more` : '';
  const detail = failures
    .filter((failure) => failure.detail)
    .map((failure) => `${failure.name}: ${failure.detail}`)
    .join('\n');
  return {
    message: `${done} ${count.format(failures.length)} failed: ${named}${more}.`.replace(/\.\.$/, '.'),
    detail: detail || undefined,
    failed: true,
  };
}
