import { VisuallyHidden } from 'radix-ui';
import { lastRunText } from '@stride/domain';

export type AutomationLastRunProps = {
  /** The newest log's time (`lastRunOf`), null when it has none; undefined while the logs load. */
  at: string | null | undefined;
  /**
   * The logs could not be read: the list says it does not know rather than `Never`.
   * @default false
   */
  failed?: boolean;
};

/** An automation's last run in the list: the newest log's time ('yyyy-MM-dd HH:mm'), or `Never`. */
export function AutomationLastRun({ at, failed = false }: AutomationLastRunProps) {
  if (failed) return <>Not known</>;
  if (at === undefined)
    return (
      <>
        <VisuallyHidden.Root>Loading</VisuallyHidden.Root>
        <span aria-hidden="true">…</span>
      </>
    );
  if (at === null) return <>{lastRunText(null)}</>;
  return <time dateTime={at.replace(' ', 'T')}>{lastRunText(at)}</time>;
}
