import { Button } from '../../primitives/Button/Button';
import { ConfirmDialog } from '../../primitives/ConfirmDialog/ConfirmDialog';

export type ResetDemoDataProps = {
  /** Forgets what was written in this browser's demo; called after the admin said Reset. */
  onReset: () => Promise<unknown>;
};

/**
 * The demo's 'Reset demo data' button (under the demo accounts): it asks first, then the demo starts
 * again from its first data. Its own module, so the login page can load it after the form.
 */
export function ResetDemoData({ onReset }: ResetDemoDataProps) {
  return (
    <ConfirmDialog
      message="Reset demo data?"
      description="Everything changed in this browser's demo (posts, likes, read messages, saved forms) goes, and the demo starts again from its first data."
      confirmLabel="Reset"
      cancelLabel="Cancel"
      destructive
      onConfirm={onReset}
      trigger={
        <Button variant="secondary" size="small">
          Reset demo data
        </Button>
      }
    />
  );
}
