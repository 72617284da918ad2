import { VisuallyHidden } from 'radix-ui';
import { lastRunText, parseDateTime } from '@stride/domain';
import { Button } from '../../primitives/Button/Button';
import { RunTime } from './RunTime';

export type AutomationLastRunProps = {
  /** The newest log's time (`lastRunOf`), null when it has none; undefined while the logs load. */
  at: string | null | undefined;
  /**
   * The logs could not be read: the list says it does not know rather than `Never`.
   * @default false
   */
  failed?: boolean;
  /** Reads the logs again after they failed: `Not known` then offers Retry. */
  onRetry?: () => void;
  /**
   * The moment the list counts from: a last run in its year is shown without the year.
   * @default new Date()
   */
  now?: Date;
};

/** An automation's last run in the list: the newest log's time ('23 Nov 10:00', whole on hover and focus), or `Never`. */
export function AutomationLastRun({ at, failed = false, onRetry, now }: AutomationLastRunProps) {
  if (failed)
    return (
      <>
        Not known{' '}
        {onRetry && (
          <Button variant="ghost" size="small" onClick={onRetry}>
            Retry
          </Button>
        )}
      </>
    );
  if (at === undefined)
    return (
      <>
        <VisuallyHidden.Root>Loading</VisuallyHidden.Root>
        <span aria-hidden="true">…</span>
      </>
    );
  const shown = lastRunText(at);
  const moment = parseDateTime(shown);
  return moment ? <RunTime at={moment} now={now ?? new Date()} /> : <>{shown}</>;
}
