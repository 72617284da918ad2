import type { ProfileAction } from '@stride/domain';
import { profileActionMessages } from '@stride/domain';
import { Button } from '../../primitives/Button/Button';
import { ConfirmDialog } from '../../primitives/ConfirmDialog/ConfirmDialog';

export type ConfirmedActionProps = {
  action: ProfileAction;
  /** The button's text. */
  label: string;
  /** The accessible name, when the text alone is ambiguous ('Delete device ios-3f'). */
  name?: string;
  /** Runs the action once confirmed; the question stays open (busy) until it settles. */
  onConfirm: () => Promise<unknown>;
};

/** A profile admin action: asks the spec's question ('Are you sure ?' / '… delete ?') first. */
export function ConfirmedAction({ action, label, name, onConfirm }: ConfirmedActionProps) {
  const deleting = profileActionMessages[action].confirm.includes('delete');
  return (
    <ConfirmDialog
      message={profileActionMessages[action].confirm}
      destructive={deleting}
      onConfirm={onConfirm}
      trigger={
        <Button variant={deleting ? 'danger' : 'secondary'} size="small" aria-label={name}>
          {label}
        </Button>
      }
    />
  );
}
