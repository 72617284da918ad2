import { useState } from 'react';
import { DayPicker, type DateRange } from 'react-day-picker';
import { enGB } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import styled from 'styled-components';
import { Button } from '../../primitives/Button/Button';

export type RangeCalendarProps = {
  /** The days of the range in the fields (a day alone when only From reads as a date). */
  initial: DateRange | undefined;
  /** Called with the days picked, To being From's day when only one was picked. */
  onApply: (range: { from: Date; to: Date }) => void;
};

// The library's look, in the theme's colours, sizes and type.
const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  .rdp-root {
    --rdp-accent-color: ${({ theme }) => theme.color.bg.accent};
    --rdp-accent-background-color: ${({ theme }) => theme.color.bg['accent-subtle']};
    --rdp-today-color: ${({ theme }) => theme.color.text.accent};
    --rdp-day-height: ${({ theme }) => theme.size.control.large};
    --rdp-day-width: ${({ theme }) => theme.size.control.large};
    --rdp-day_button-height: ${({ theme }) => theme.size.control.large};
    --rdp-day_button-width: ${({ theme }) => theme.size.control.large};
    --rdp-range_start-color: ${({ theme }) => theme.color.text.inverse};
    --rdp-range_end-color: ${({ theme }) => theme.color.text.inverse};
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.text.default};
  }
  .rdp-day_button:focus-visible {
    outline: ${({ theme }) => theme.size.border.thick} solid ${({ theme }) => theme.color.border.focus};
  }
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/**
 * A month's calendar for picking From and To as days (react-day-picker, ADR 0115): arrows move by
 * day and week, Page Up/Down by month, Enter or Space picks; Use these dates hands the days back.
 * Loaded only when the calendar is opened.
 */
export function RangeCalendar({ initial, onApply }: RangeCalendarProps) {
  const [range, setRange] = useState<DateRange | undefined>(initial);
  const from = range?.from;
  return (
    <Frame>
      <DayPicker
        mode="range"
        resetOnSelect
        locale={enGB}
        selected={range}
        onSelect={setRange}
        defaultMonth={from}
        autoFocus
      />
      <Footer>
        <Button
          variant="primary"
          disabled={!from}
          onClick={() => from && onApply({ from, to: range?.to ?? from })}
        >
          Use these dates
        </Button>
      </Footer>
    </Frame>
  );
}
