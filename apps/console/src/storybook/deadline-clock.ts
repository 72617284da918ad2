import { deadlineTimer } from '@stride/api';

/**
 * A fake clock for the API client's 10 s answer deadline (ADR 0093): while a story holds it, every
 * deadline waits until `passTheDeadline()` instead of ten real seconds. No other timer is touched.
 */
const running = new Set<() => void>();

/** A story's `beforeEach`: holds the deadlines until the story ends. */
export function holdTheDeadlines(): () => void {
  const realStart = deadlineTimer.start;
  deadlineTimer.start = (onDeadline) => {
    running.add(onDeadline);
    return () => running.delete(onDeadline);
  };
  return () => {
    deadlineTimer.start = realStart;
    running.clear();
  };
}

/** How many deadlines are running (one per call still waiting for its answer). */
export const runningDeadlines = () => running.size;

/** Ten seconds pass: every running deadline fires. */
export function passTheDeadline() {
  const due = [...running];
  running.clear();
  for (const fire of due) fire();
}
