import { roleLabels, type Role } from '@stride/domain';
import { EmptyState } from '@stride/ui';
import { WayBack } from './WayBack';

/** Shown instead of a screen the role may not open (docs/product/layout.md), with a way back. */
export function NotAvailable({ role }: { role: Role }) {
  return (
    <EmptyState
      title="Not available"
      description={`This page is not available for your role (${roleLabels[role]}).`}
      action={<WayBack role={role} />}
    />
  );
}
