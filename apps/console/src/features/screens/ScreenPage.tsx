import { EmptyState } from '@stride/ui';

/** A screen whose feature is not built yet: the layout shows its page header, this says so. */
export function ScreenPage() {
  return (
    <EmptyState title="Coming soon" description="This screen is part of a later release of the console." />
  );
}
