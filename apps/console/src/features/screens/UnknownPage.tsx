import { EmptyState } from '@stride/ui';
import { useAtomValue } from 'jotai';
import { WayBack } from '../../app/WayBack';
import { roleAtom } from '../../session/session-atoms';

/** A /members path that is no screen of the console (the layout's header says "Page not found"). */
export function UnknownPage() {
  const role = useAtomValue(roleAtom);
  return (
    <EmptyState
      title="Nothing here"
      description="The link may be old, or the address mistyped."
      action={role ? <WayBack role={role} /> : null}
    />
  );
}
