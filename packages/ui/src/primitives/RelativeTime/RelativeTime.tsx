import { formatDateTime, relativeTime, shownTime } from '@stride/domain';
import { Tooltip } from 'radix-ui';
import { useId, useState, type ComponentPropsWithoutRef } from 'react';
import { createPortal } from 'react-dom';
import { useReadAppClock } from './app-clock';
import { ExactTime, Moment } from './RelativeTime.styles';

export type RelativeTimeProps = {
  /** A server timestamp ('2026-11-28 14:05:00'), or a moment; text that is no time (`Never`) is shown as it is. */
  at: string | Date | null | undefined;
  /**
   * The moment the time is told from.
   * @default the console's clock (`AppClockProvider`, else the browser's)
   */
  now?: Date;
} & Omit<ComponentPropsWithoutRef<'time'>, 'children' | 'dateTime'>;

/**
 * A time as a list shows it: beside now ('3 hours ago', 'yesterday', 'in 2 days'), the exact time
 * ('2026-11-28 14:05', the spec's format) in a tooltip on hover, on keyboard focus and on a tap, and
 * as its accessible description.
 */
export function RelativeTime({ at, now, ...rest }: RelativeTimeProps) {
  const readClock = useReadAppClock();
  const [open, setOpen] = useState(false);
  const describedBy = useId();
  const from = now ?? readClock();
  const shown =
    at instanceof Date
      ? { at, exact: formatDateTime(at), relative: relativeTime(at, from) }
      : shownTime(at, from);
  if (!shown.at) return <>{shown.exact}</>;
  return (
    <Tooltip.Provider delayDuration={200}>
      <Tooltip.Root open={open} onOpenChange={setOpen}>
        <Tooltip.Trigger asChild>
          <Moment
            {...rest}
            dateTime={shown.exact.replace(' ', 'T')}
            tabIndex={0}
            // While the tooltip shows, it is the description (Radix names it); else the hidden copy.
            aria-describedby={open ? undefined : describedBy}
            // A tap (or a click) shows the exact time too: touch has no hover.
            onClick={(event) => {
              event.preventDefault();
              setOpen(true);
            }}
          >
            {shown.relative}
          </Moment>
        </Tooltip.Trigger>
        {/* The description lives outside: the text around the time (a cell's, a row's) stays what it shows. */}
        {createPortal(
          <span hidden id={describedBy}>
            {shown.exact}
          </span>,
          document.body,
        )}
        <Tooltip.Portal>
          <ExactTime side="top" sideOffset={4} collisionPadding={8}>
            {shown.exact}
          </ExactTime>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
