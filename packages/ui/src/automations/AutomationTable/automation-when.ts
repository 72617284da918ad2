import type { Automation, LaunchMode } from '@stride/domain';
import { emptyDateOptions, scheduleSummary } from '@stride/domain';

/** "When to check" of a non-manual automation: its schedule in words, or the event it waits for. */
export function whenToCheck(automation: Automation): string {
  if (automation.automation_type === 'event') {
    const event = automation.rules?.find((rule) => rule.field === 'event')?.value;
    return event ? `On ${String(event)}` : 'On event';
  }
  return scheduleSummary({
    mode: (automation.when_to_launch ?? '') as LaunchMode | '',
    options: automation.date_options ?? emptyDateOptions,
  });
}
