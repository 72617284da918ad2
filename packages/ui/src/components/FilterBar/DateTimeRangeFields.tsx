import { zodResolver } from '@hookform/resolvers/zod';
import {
  dateTimeFormat,
  dateTimeRangeFormOf,
  dateTimeRangeFormSchema,
  parseDateTime,
  pickedDateTime,
  presetOf,
  typedDateTimeSchema,
  type DateTimeRange,
  type DateTimeRangeForm,
  type DateRangePreset,
} from '@stride/domain';
import { Popover, VisuallyHidden } from 'radix-ui';
import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Icon } from '../../icons/Icon';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { Spinner } from '../../primitives/Spinner/Spinner';
import { Tag } from '../../primitives/Tag/Tag';
import { TextField } from '../../primitives/TextField/TextField';
import { ToggleGroup } from '../../primitives/ToggleGroup/ToggleGroup';
import { CalendarPopover, PresetOn, Presets, RangeBlock, RangeFields, RangeRow } from './FilterBar.styles';

// The calendar library loads when the calendar is first opened, not with the filter bar.
const RangeCalendar = lazy(async () => ({ default: (await import('./RangeCalendar')).RangeCalendar }));

type DateTimeRangeFieldsProps = {
  /** The range in force; the fields follow it. Remount (a new `key`) to drop invalid typing too. */
  value: DateTimeRange | null;
  /** Called with a valid range, or `null` when both fields are blank. */
  onValueChange: (range: DateTimeRange | null) => void;
  /**
   * The date presets offered above the calendar, each with the range it sets today (`offeredPresets`).
   * @default []
   */
  presets?: readonly { preset: DateRangePreset; range: DateTimeRange }[];
};

const noPresets: NonNullable<DateTimeRangeFieldsProps['presets']> = [];

const sameRange = (a: DateTimeRange | null, b: DateTimeRange | null) =>
  a?.from === b?.from && a?.to === b?.to;

/**
 * From and To as typed text, one form checked by `dateTimeRangeFormSchema` when a field is left or
 * Enter is pressed, so a half-typed date never reaches the filter; an invalid range shows its
 * message and keeps the text. A range set from outside (Back restoring an older filter) replaces
 * what was typed. The calendar button picks both days on a month's calendar instead: each keeps the
 * time its field shows (08:00 when none), and the range is checked as if typed. A preset above the
 * calendar ('Last 7 days') sets both at once; the preset the range is shows as on, beside the fields
 * too, also after a reload (it is read from the range).
 */
export function DateTimeRangeFields({ value, onValueChange, presets = noPresets }: DateTimeRangeFieldsProps) {
  const {
    register,
    getValues,
    setValue,
    getFieldState,
    clearErrors,
    reset,
    handleSubmit,
    formState: { errors },
  } = useForm<DateTimeRangeForm, unknown, DateTimeRange | null>({
    resolver: zodResolver(dateTimeRangeFormSchema),
    values: dateTimeRangeFormOf(value),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  // Leaving From for To must not complain that To is still blank: From speaks for itself, and To
  // keeps an error it already shows (text without its error would pass for the filter in force).
  const commit = (leaving: keyof DateTimeRangeForm | null) => {
    // From shows its text normalised (a bare date with 08:00) as soon as it reads as a date-time.
    const typedFrom = typedDateTimeSchema.safeParse(getValues('from'));
    if (typedFrom.data) setValue('from', typedFrom.data);
    const toShown = getFieldState('to').invalid;
    return handleSubmit(
      (range) => {
        reset(dateTimeRangeFormOf(range));
        if (!sameRange(range, value)) onValueChange(range);
      },
      () => {
        if (leaving === 'from' && !toShown) clearErrors('to');
      },
    )();
  };
  const commitOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') void commit(null);
  };
  const [calendarOpen, setCalendarOpen] = useState(false);
  const shownDay = (name: keyof DateTimeRangeForm) => parseDateTime(getValues(name) ?? '') ?? undefined;
  const applyDays = ({ from, to }: { from: Date; to: Date }) => {
    setValue('from', pickedDateTime(from, getValues('from') ?? ''));
    setValue('to', pickedDateTime(to, getValues('to') ?? ''));
    setCalendarOpen(false);
    void commit(null);
  };
  const presetOn = presetOf(value, presets);
  const applyPreset = (preset: string) => {
    const picked = presets.find((entry) => entry.preset === preset);
    if (!picked) return;
    setCalendarOpen(false);
    reset(dateTimeRangeFormOf(picked.range));
    if (!sameRange(picked.range, value)) onValueChange(picked.range);
  };
  const field = (name: keyof DateTimeRangeForm) => ({
    ...register(name, { onBlur: () => commit(name) }),
    error: errors[name]?.message,
    placeholder: dateTimeFormat,
    autoComplete: 'off',
    onKeyDown: commitOnEnter,
  });

  return (
    <RangeBlock data-width="wide">
      <RangeRow>
        <RangeFields>
          <TextField label="From" {...field('from')} />
          <TextField label="To" {...field('to')} />
        </RangeFields>
        <Popover.Root open={calendarOpen} onOpenChange={setCalendarOpen}>
          <Popover.Trigger asChild>
            <IconButton label="Pick From and To on a calendar" icon={<Icon name="calendar" />} />
          </Popover.Trigger>
          <Popover.Portal>
            <CalendarPopover align="end" sideOffset={4} collisionPadding={8} aria-label="Calendar">
              {presets.length > 0 && (
                <Presets>
                  <ToggleGroup
                    label="Presets"
                    size="large"
                    items={presets.map(({ preset }) => ({ value: preset, label: preset }))}
                    // None is on while the range is no preset's ('' keeps the group from its last choice).
                    value={presetOn ?? ''}
                    onValueChange={applyPreset}
                  />
                </Presets>
              )}
              <Suspense fallback={<Spinner label="Loading the calendar" />}>
                <RangeCalendar
                  initial={shownDay('from') && { from: shownDay('from'), to: shownDay('to') }}
                  onApply={applyDays}
                />
              </Suspense>
            </CalendarPopover>
          </Popover.Portal>
        </Popover.Root>
      </RangeRow>
      {/* A live region: picking a preset, or typing away from one, is read out. */}
      <PresetOn role="status">
        {presetOn && (
          <Tag variant="accent">
            <VisuallyHidden.Root>Range: </VisuallyHidden.Root>
            {presetOn}
          </Tag>
        )}
      </PresetOn>
    </RangeBlock>
  );
}
