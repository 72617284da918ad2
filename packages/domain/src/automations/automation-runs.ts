import type { Automation, AutomationLog } from './automation';
import { automationActive } from './automation';
import type { LaunchMode } from './automation-choices';
import { nextLaunches } from './launch-dates';
import { emptyDateOptions } from './launch-schedule';
import { formatDateTime, formatTimestamp } from '../metrics/date-time';

/**
 * When an automation runs next (docs/product/automations.md, list): a launch of its schedule, or why
 * there is none. `on-demand` is a cron whose schedule says so; `none` is a schedule with no launch left.
 */
export type NextRun =
  | { kind: 'at'; at: Date }
  | { kind: 'manual' }
  | { kind: 'event' }
  | { kind: 'on-demand' }
  | { kind: 'off' }
  | { kind: 'none' };

/**
 * The next run of an automation counted from `now`: the first of the editor's next launches
 * (`nextLaunches`, the rule the upcoming schedule uses too), so it is never in the past. Manual and
 * event automations run when launched or on their event; one switched off runs never.
 */
export function nextRunOf(automation: Automation, now: Date): NextRun {
  if (automation.automation_type === 'manual') return { kind: 'manual' };
  if (!automationActive(automation)) return { kind: 'off' };
  if (automation.automation_type === 'event') return { kind: 'event' };
  const mode = (automation.when_to_launch ?? '') as LaunchMode | '';
  if (mode === 'on_demand') return { kind: 'on-demand' };
  const [at] = nextLaunches({ mode, options: automation.date_options ?? emptyDateOptions }, now, 1);
  return at ? { kind: 'at', at } : { kind: 'none' };
}

/** The words of each next run that is no date. */
const nextRunWords = {
  manual: 'By hand',
  event: 'On event',
  'on-demand': 'On demand',
  off: 'None (off)',
  none: 'None',
} as const;

/** A next run as the list shows it: 'yyyy-MM-dd HH:mm' (local time), or in words. */
export const nextRunText = (next: NextRun) =>
  next.kind === 'at' ? formatDateTime(next.at) : nextRunWords[next.kind];

/** What the list says for an automation that has no log yet. */
const neverRun = 'Never';

/**
 * The last run of an automation from its logs: the newest log's time (whatever order the pages came
 * in), or null when it has none.
 */
export function lastRunOf(logs: readonly Pick<AutomationLog, 'created_at'>[]): string | null {
  const times = logs.flatMap((log) => (log.created_at ? [log.created_at] : []));
  if (times.length === 0) return null;
  return times.reduce((newest, time) => (formatTimestamp(time) > formatTimestamp(newest) ? time : newest));
}

/** A last run as the list shows it: 'yyyy-MM-dd HH:mm', or `Never`. */
export const lastRunText = (at: string | null) => (at === null ? neverRun : formatTimestamp(at));
