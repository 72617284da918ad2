import { Button, EmptyState, Modal, type ModalSize } from '@stride/ui';

export type RecordNotFoundProps = {
  /** Whether the address names a record the loaded list does not hold. */
  open: boolean;
  /** The record's kind in the admin's words: 'notice template', 'organisation'. */
  what: string;
  /** The id the address carries. */
  id: string | null;
  /** The size of the modal the record opens in: the message takes its place. */
  size: ModalSize;
  onClose: () => void;
};

/** What a record's address shows when the record is not there, or not for this account (docs/product/layout.md). */
const recordNotFoundMessage = (what: string, id: string | null) =>
  `There is no ${what} with the id “${id ?? ''}” that your account can see. It may have been deleted.`;

/**
 * A record's address whose id names no record the admin can see (deleted, mistyped, or not the role's):
 * the modal the record opens in says so, with the way back to the list, never a blank modal.
 */
export function RecordNotFound({ open, what, id, size, onClose }: RecordNotFoundProps) {
  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose()} size={size} title="Not found">
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
