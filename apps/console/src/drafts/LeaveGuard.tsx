import type { RecordKey } from '@stride/domain';
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
  /**
   * The address key of the record the editor is open on (`template` of `?template=3`): going Back (or to
   * another record) on the same page leaves the editor too, and asks first.
   * @default none (only another page asks)
   */
  record?: RecordKey;
};

/** Which record a search string has open under `key` ('3' of `?template=3`), or null. */
const recordIn = (search: string, key: RecordKey) => new URLSearchParams(search).get(key);

/**
 * While an editor has unsaved changes: an in-app navigation to another page asks first (Login is
 * never held back: an expired or ended session must reach it), and closing or reloading the tab
 * gets the browser's own question (beforeunload). An editor open on a record's address (`record`)
 * asks too before Back closes it. Mount one per editor page.
 */
export function LeaveGuard({ unsaved, onLeave, record }: LeaveGuardProps) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (nextLocation.pathname === '/' || !unsaved()) return false;
    if (nextLocation.pathname !== currentLocation.pathname) return true;
    return (
      record !== undefined &&
      recordIn(nextLocation.search, record) !== recordIn(currentLocation.search, record)
    );
  });
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
