import type { ComponentPropsWithoutRef } from 'react';
import { useState } from 'react';
import type {
  DateOptions,
  LaunchMode,
  LaunchTime,
  ScheduleDay,
  ScheduleField,
  SendLimit,
  WeekBucket,
} from '@stride/domain';
import {
  automationLimits,
  disabledScheduleGroups,
  launchModeLabels,
  launchModes,
  launchTimeLabels,
  launchTimes,
  nextLaunches,
  scheduleDays,
  scheduleMonthLabels,
  scheduleMonths,
  scheduleSummary,
  sendLimitLabels,
  sendLimits,
  weekBucketLabels,
  weekBuckets,
  weekdayLabels,
  withDays,
  withLaunchMode,
  withWeekdays,
  withWeeks,
} from '@stride/domain';
import { format } from 'date-fns';
import { Button } from '../../primitives/Button/Button';
import { Select } from '../../primitives/Select/Select';
import { Tag } from '../../primitives/Tag/Tag';
import { TextField } from '../../primitives/TextField/TextField';
import { FieldError } from '../../primitives/TextField/TextField.styles';
import { ChoiceGroup } from './ChoiceGroup';
import { DateList, Launches, Root, Row, Summary } from './SchedulePicker.styles';

/** "When to launch" and the send limit of an automation. */
export type ScheduleValue = {
  mode: LaunchMode | '';
  options: DateOptions;
  repeating: SendLimit | '';
  frequency: number | null;
};

export type SchedulePickerProps = {
  /** The schedule (controlled). */
  value: ScheduleValue;
  /** Called with every change, the spec's dependencies applied. */
  onValueChange: (value: ScheduleValue) => void;
  /**
   * Validation messages by field (from `scheduleProblems`); shown where they belong.
   * @default {}
   */
  errors?: Partial<Record<ScheduleField | 'repeating' | 'frequency', string>>;
  /**
   * The moment the next launches are counted from.
   * @default new Date()
   */
  now?: Date;
  /**
   * Disables the launch mode and its options (automation types other than cron and cron_event).
   * @default false
   */
  disabled?: boolean;
} & Omit<ComponentPropsWithoutRef<'div'>, 'onChange'>;

const option =
  <T extends string>(labels: Record<T, string>) =>
  (value: T) => ({ value, label: labels[value] });
const dayLabel = (day: ScheduleDay) => (day === 'last' ? 'Last' : String(day));

/**
 * When an automation launches: mode, months, weeks, weekdays or days, dates, time, and the send
 * limit with its 'every nth' frequency; a summary in words and the next five launches.
 */
export function SchedulePicker({
  value,
  onValueChange,
  errors = {},
  now,
  disabled = false,
  ...rest
}: SchedulePickerProps) {
  const [date, setDate] = useState('');
  const { mode, options } = value;
  const setOptions = (next: DateOptions) => onValueChange({ ...value, options: next });
  const locked = disabledScheduleGroups(options);
  const launches = nextLaunches({ mode, options }, now ?? new Date());
  const addDate = () => {
    if (date && !options.dates.includes(date))
      setOptions({ ...options, dates: [...options.dates, date].sort() });
    setDate('');
  };

  return (
    <Root {...rest}>
      <Row>
        <Select
          label="When to launch"
          options={launchModes.map(option(launchModeLabels))}
          value={mode}
          disabled={disabled}
          error={errors.mode}
          onValueChange={(next) =>
            onValueChange({ ...value, ...withLaunchMode({ mode, options }, next as LaunchMode) })
          }
        />
        {mode !== 'on_demand' && mode !== '' && (
          <Select
            label="Time"
            options={launchTimes.map(option(launchTimeLabels))}
            value={options.time ?? ''}
            disabled={disabled}
            error={errors.time}
            onValueChange={(time) => setOptions({ ...options, time: time as LaunchTime })}
          />
        )}
        <Select
          label="Send limit"
          options={sendLimits.map(option(sendLimitLabels))}
          value={value.repeating}
          error={errors.repeating}
          onValueChange={(repeating) => onValueChange({ ...value, repeating: repeating as SendLimit })}
        />
        {value.repeating === 'daily_stats' && (
          <TextField
            label="Every nth"
            type="number"
            min={automationLimits.frequencyMin}
            max={automationLimits.frequencyMax}
            step={1}
            error={errors.frequency}
            value={value.frequency === null ? '' : String(value.frequency)}
            onValueChange={(text) =>
              onValueChange({ ...value, frequency: text === '' ? null : Number(text) })
            }
          />
        )}
      </Row>

      {mode === 'custom' && (
        <>
          <ChoiceGroup
            legend="Months"
            options={scheduleMonths.map((month) => ({ value: month, label: scheduleMonthLabels[month - 1] }))}
            value={options.months}
            disabled={disabled}
            error={errors.months}
            onValueChange={(months) => setOptions({ ...options, months })}
          />
          <ChoiceGroup
            legend="Weeks"
            options={weekBuckets.map(option(weekBucketLabels))}
            value={options.weeks}
            disabled={disabled || locked.weeks}
            error={errors.weeks}
            onValueChange={(weeks) => setOptions(withWeeks(options, weeks as WeekBucket[]))}
          />
          <ChoiceGroup
            legend="Weekdays"
            options={weekdayLabels.map((label, index) => ({ value: index + 1, label }))}
            value={options.weekdays}
            disabled={disabled || locked.weekdays}
            error={errors.weekdays}
            onValueChange={(weekdays) => setOptions(withWeekdays(options, weekdays))}
          />
          <ChoiceGroup
            legend="Days"
            options={scheduleDays.map((day) => ({ value: day, label: dayLabel(day) }))}
            value={options.days}
            disabled={disabled || locked.days}
            onValueChange={(days) => setOptions(withDays(options, days))}
          />
        </>
      )}

      {mode === 'specific' && (
        <div>
          <Row>
            <TextField
              label="Launch date"
              type="date"
              value={date}
              disabled={disabled}
              onValueChange={setDate}
            />
            <Button variant="secondary" disabled={disabled || date === ''} onClick={addDate}>
              Add date
            </Button>
          </Row>
          <DateList aria-label="Launch dates">
            {options.dates.map((day) => (
              <li key={day}>
                <Tag>{day}</Tag>
                <Button
                  variant="ghost"
                  size="small"
                  disabled={disabled}
                  aria-label={`Remove ${day}`}
                  onClick={() =>
                    setOptions({ ...options, dates: options.dates.filter((item) => item !== day) })
                  }
                >
                  Remove
                </Button>
              </li>
            ))}
          </DateList>
          {errors.dates && <FieldError>{errors.dates}</FieldError>}
        </div>
      )}

      <Summary aria-live="polite">
        <strong>{scheduleSummary({ mode, options })}</strong>
        {launches.length > 0 && (
          <Launches aria-label="Next launches">
            {launches.map((launch) => (
              <li key={launch.toISOString()}>{format(launch, 'EEE d MMM yyyy, HH:mm')}</li>
            ))}
          </Launches>
        )}
      </Summary>
    </Root>
  );
}
