import { Button, EmptyState, Modal } from '@stride/ui';

export type RecordNotFoundProps = {
  /** Whether the address names a record the loaded list does not hold. */
  open: boolean;
  /** The record's kind in the admin's words: 'notice template', 'organisation'. */
  what: string;
  /** The id the address carries. */
  id: string | null;
  onClose: () => void;
};

/** What a record's address shows when the record is not there, or not for this account (docs/product/layout.md). */
const recordNotFoundMessage = (what: string, id: string | null) =>
  `There is no ${what} with the id “${id ?? ''}” that your account can see. It may have been deleted.`;

/**
 * A record's address whose id names no record the admin can see (deleted, mistyped, or not the role's):
 * a small modal in the record's place says so, with the way back to the list, never a blank modal (at
 * the record's own size, a few lines would sit in a large empty box).
 */
export function RecordNotFound({ open, what, id, onClose }: RecordNotFoundProps) {
  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose()} size="small" title="Not found">
      <EmptyState
        title={`This ${what} is not available`}
        headingLevel={3}
        description={recordNotFoundMessage(what, id)}
        action={
          <Button variant="secondary" onClick={onClose}>
            Back to the list
          </Button>
        }
      />
    </Modal>
  );
}
