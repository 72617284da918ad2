import { VisuallyHidden } from 'radix-ui';
import { lastRunText, parseDateTime } from '@stride/domain';
import { Button } from '../../primitives/Button/Button';
import { RelativeTime } from '../../primitives/RelativeTime/RelativeTime';

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
   * The moment the list tells the last run from ('3 days ago').
   * @default the console's clock (`AppClockProvider`)
   */
  now?: Date;
};

/** An automation's last run in the list: the newest log's time beside now ('yesterday', whole on hover, focus and a tap), or `Never`. */
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
  return moment ? <RelativeTime at={moment} now={now} /> : <>{shown}</>;
}
