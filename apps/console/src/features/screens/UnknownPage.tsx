import { EmptyState } from '@stride/ui';

/** A /members path that is no screen of the console. */
export function UnknownPage() {
  return (
    <EmptyState
      title="Nothing here"
      description="There is no page at this address. Use the menu to find your way."
    />
  );
}
