import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { DateTimeRange } from '@stride/domain';
import { TextField } from '../../primitives/TextField/TextField';
import { checkRange, readTypedDateTime } from './date-time-range';
import { RangeFields } from './FilterBar.styles';

type DateTimeRangeFieldsProps = {
  /** The range in force; the fields follow it. Remount (a new `key`) to drop invalid typing too. */
  value: DateTimeRange | null;
  /** Called with a valid range, or `null` when both fields are blank. */
  onValueChange: (range: DateTimeRange | null) => void;
};

const sameRange = (a: DateTimeRange | null, b: DateTimeRange | null) =>
  a?.from === b?.from && a?.to === b?.to;

/**
 * From and To as typed text. The range is checked when a field is left or Enter is pressed, so a
 * half-typed date never reaches the filter; an invalid range shows its message and keeps the text.
 */
export function DateTimeRangeFields({ value, onValueChange }: DateTimeRangeFieldsProps) {
  const [from, setFrom] = useState(value?.from ?? '');
  const [to, setTo] = useState(value?.to ?? '');
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  // A range set from outside (Back restoring an older filter) replaces what was typed.
  const [shown, setShown] = useState(value);
  if (!sameRange(shown, value)) {
    setShown(value);
    setFrom(value?.from ?? '');
    setTo(value?.to ?? '');
    setErrors({});
  }

  // Leaving From for To must not complain that To is still blank: From speaks for itself, and To
  // keeps an error it already shows (text without its error would pass for the filter in force).
  const commit = (leaving: 'from' | 'to' | null) => {
    const checked = checkRange(from, to);
    if ('errors' in checked) {
      const typedFrom = readTypedDateTime(from);
      if ('value' in typedFrom && typedFrom.value) setFrom(typedFrom.value);
      setErrors(
        leaving === 'from'
          ? { from: checked.errors.from, to: errors.to && checked.errors.to }
          : checked.errors,
      );
      return;
    }
    setErrors({});
    setFrom(checked.from);
    setTo(checked.to);
    if (!sameRange(checked.range, value)) onValueChange(checked.range);
  };
  const commitOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit(null);
  };
  const shared = { placeholder: 'yyyy-MM-dd HH:mm', autoComplete: 'off', onKeyDown: commitOnEnter };

  return (
    <RangeFields data-width="wide">
      <TextField
        label="From"
        value={from}
        onValueChange={setFrom}
        error={errors.from}
        onBlur={() => commit('from')}
        {...shared}
      />
      <TextField
        label="To"
        value={to}
        onValueChange={setTo}
        error={errors.to}
        onBlur={() => commit('to')}
        {...shared}
      />
    </RangeFields>
  );
}
