import { DiscardPrompt, type DiscardQuestion } from '@stride/ui';
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

/** The question before unsaved changes are dropped (not in the spec; ADR 0096). */
export const leaveMessages: DiscardQuestion = {
  question: 'Leave without saving?',
  detail: 'Your changes have not been saved. If you leave, they are discarded.',
  leave: 'Leave',
  stay: 'Stay',
};

type LeaveGuardProps = {
  /** Whether there are unsaved changes right now. */
  unsaved: () => boolean;
  /** Discards the draft when the user chooses to leave. */
  onLeave: () => void;
};

/**
 * While an editor has unsaved changes: an in-app navigation to another page asks first (Login is
 * never held back: an expired or ended session must reach it), and closing or reloading the tab
 * gets the browser's own question (beforeunload). Mount one per editor page.
 */
export function LeaveGuard({ unsaved, onLeave }: LeaveGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      nextLocation.pathname !== currentLocation.pathname && nextLocation.pathname !== '/' && unsaved(),
  );
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (unsaved()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  return (
    <DiscardPrompt
      words={leaveMessages}
      open={blocker.state === 'blocked'}
      onLeave={() => {
        onLeave();
        blocker.proceed?.();
      }}
      onStay={() => blocker.reset?.()}
    />
  );
}
