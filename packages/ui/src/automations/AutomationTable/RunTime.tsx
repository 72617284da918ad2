import { formatDateTime, formatShortDateTime } from '@stride/domain';
import { Moment } from './AutomationTable.styles';

type RunTimeProps = {
  /** The run's moment. */
  at: Date;
  /** The moment the list counts from: a date in its year is shown without the year. */
  now: Date;
};

/**
 * A run's time in the list's narrow Runs column, short ('30 Nov 10:00'); the whole date-time reads on
 * hover (its title), and when it is focused by a tap, a click or the keyboard, as a cut cell's text
 * does.
 */
export function RunTime({ at, now }: RunTimeProps) {
  const whole = formatDateTime(at);
  return (
    <Moment dateTime={whole.replace(' ', 'T')} title={whole} data-whole={whole} tabIndex={0}>
      {formatShortDateTime(at, now)}
    </Moment>
  );
}
