import { useCallback, useState, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

export type ConfirmedOptions<T> = {
  /** The question about the record ('Delete Weekly tips?'). */
  question: (record: T) => ReactNode;
  /** More detail under the question, the same for every record or made from the record. */
  description?: ReactNode | ((record: T) => ReactNode);
  /** Makes Yes a danger button (deletions). */
  destructive?: boolean;
};

/**
 * The Yes/No question before acting on one record of a list (Delete in a row): `ask(record)` opens it,
 * Yes calls `act(record)`; a rejected promise keeps the question open so Yes can be tried again.
 * Render `dialog` once, anywhere in the list.
 */
export function useConfirmed<T>(
  act: (record: T) => void | Promise<unknown>,
  { question, description, destructive = true }: ConfirmedOptions<T>,
) {
  // The record stays while the dialog closes, so its question does not change on the way out.
  const [asked, setAsked] = useState<{ record: T; open: boolean } | null>(null);
  const dialog = (
    <ConfirmDialog
      open={asked?.open ?? false}
      onOpenChange={(open) => setAsked((current) => (current && !open ? { ...current, open } : current))}
      message={asked ? question(asked.record) : undefined}
      description={typeof description === 'function' ? asked && description(asked.record) : description}
      destructive={destructive}
      onConfirm={() => (asked ? act(asked.record) : undefined)}
    />
  );
  // Stable, so rows that hold it are not rendered again.
  const ask = useCallback((record: T) => setAsked({ record, open: true }), []);
  return { ask, dialog };
}
