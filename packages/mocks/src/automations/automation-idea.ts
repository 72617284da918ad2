import type {
  AutomationType,
  AutomationUserType,
  ContentType,
  DateOptions,
  LaunchMode,
  Rule,
  SendLimit,
} from '@stride/domain';
import { emptyDateOptions } from '@stride/domain';

/** One hand-written demo automation; ids, dates, templates and organisations are added when seeding. */
export type AutomationIdea = {
  name: string;
  type: AutomationType;
  users: AutomationUserType;
  content: ContentType;
  repeating: SendLimit;
  description: string;
  tags: string;
  rules?: Rule[];
  launch?: LaunchMode;
  options?: DateOptions;
  script?: string;
  template?: string;
  active?: boolean;
};

// Shorthands the catalogue files write their rules and schedules with.
export const everyMonth = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
export const weeksBefore = (field: string, value: number): Rule => ({
  field,
  comparison: '<=',
  value: String(value),
  time_unit: 'weeks',
  event_value: 'today',
});
export const equals = (field: string, value: string): Rule => ({ field, comparison: '=', value });
export const event = (name: string): Rule => ({ field: 'event', comparison: '=', value: name });
export const options = (extra: Partial<DateOptions>): DateOptions => ({ ...emptyDateOptions, ...extra });
