import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { emptyDateOptions, scheduleProblems } from '@stride/domain';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { SchedulePickerProps, ScheduleValue } from './SchedulePicker';
import { SchedulePicker } from './SchedulePicker';
import { tabTo } from '../../storybook/keyboard';

/** Holds the value as the editor does, and shows the problems of it when `checked`. */
function Controlled({ checked, ...props }: SchedulePickerProps & { checked?: boolean }) {
  const [value, setValue] = useState<ScheduleValue>(props.value);
  return (
    <SchedulePicker
      {...props}
      value={value}
      errors={checked ? scheduleProblems(value) : {}}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

const empty: ScheduleValue = { mode: '', options: emptyDateOptions, repeating: '', frequency: null };
const schoolYear = [9, 10, 11, 12, 1, 2, 3, 4, 5, 6, 7];

const meta = {
  title: 'Components/SchedulePicker',
  tags: ['autodocs'],
  component: SchedulePicker,
  args: { value: empty, onValueChange: fn(), now: new Date(2026, 5, 15, 9, 0) },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof SchedulePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const choose = async (label: string, optionName: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: optionName }));
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not scheduled')).toBeVisible();
  },
};

/**
 * Daily at 7pm: the summary and the next five launches follow the choice (a test: the Default story stays
 * untouched).
 */
export const DailyAtAChosenTime: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await Default.play?.(context);
    const canvas = within(context.canvasElement);
    await choose('When to launch', 'Daily');
    await choose('Time', '7pm');
    await expect(canvas.getByText('Every day at 7pm')).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: 'Next launches' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Mon 15 Jun 2026, 19:00',
      'Tue 16 Jun 2026, 19:00',
      'Wed 17 Jun 2026, 19:00',
      'Thu 18 Jun 2026, 19:00',
      'Fri 19 Jun 2026, 19:00',
    ]);
  },
};

/**
 * Keyboard only: Enter opens a select on its first option, ArrowDown and Enter choose; Tab reaches
 * each checkbox of the month, week and weekday groups and Space ticks it.
 */
export const ByKeyboard: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mode = canvas.getByRole('combobox', { name: 'When to launch' });
    await tabTo(mode);
    await userEvent.keyboard('{Enter}');
    const modes = await screen.findByRole('listbox');
    await waitFor(() => expect(within(modes).getByRole('option', { name: 'Daily' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(mode).toHaveTextContent('Custom');
    await waitFor(() => expect(mode).toHaveFocus());

    await userEvent.tab();
    const time = canvas.getByRole('combobox', { name: 'Time' });
    await expect(time).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const times = await screen.findByRole('listbox');
    const [, second] = within(times).getAllByRole('option');
    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(time).toHaveTextContent(second.textContent ?? '');

    for (const name of ['Sep', 'All weeks', 'Monday']) {
      const box = canvas.getByRole('checkbox', { name });
      await tabTo(box);
      await userEvent.keyboard(' ');
      await expect(box).toBeChecked();
    }
    const launches = within(canvas.getByRole('list', { name: 'Next launches' })).getAllByRole('listitem');
    await expect(launches[0]).toHaveTextContent('Mon 7 Sep 2026, 05:00');
  },
};

export const EveryMondayInTheSchoolYear: Story = {
  args: {
    value: {
      mode: 'custom',
      options: {
        ...emptyDateOptions,
        months: schoolYear,
        weeks: ['all_weeks'],
        weekdays: [1],
        time: 'late_morning',
      },
      repeating: 'once_week',
      frequency: null,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Every Monday at 10am in Sep-Jul')).toBeVisible();
    const launches = within(canvas.getByRole('list', { name: 'Next launches' })).getAllByRole('listitem');
    await expect(launches.map((item) => item.textContent)).toEqual([
      'Mon 15 Jun 2026, 10:00',
      'Mon 22 Jun 2026, 10:00',
      'Mon 29 Jun 2026, 10:00',
      'Mon 6 Jul 2026, 10:00',
      'Mon 13 Jul 2026, 10:00',
    ]);
  },
};

export const WeeksAndDaysExcludeEachOther: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    value: {
      ...empty,
      mode: 'custom',
      options: { ...emptyDateOptions, months: [1], weeks: ['first_week'], weekdays: [2] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const days = canvas.getByRole('group', { name: 'Days' });
    await expect(within(days).getByRole('checkbox', { name: 'Last' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'All weeks' }));
    await expect(canvas.getByRole('checkbox', { name: 'First week (1st-7th)' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'All weeks' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Second week (8th-14th)' }));
    await expect(canvas.getByRole('checkbox', { name: 'All weeks' })).not.toBeChecked();
    // Clearing weeks and weekdays frees the days; a day then locks weeks and weekdays.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Second week (8th-14th)' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Tuesday' }));
    await userEvent.click(within(days).getByRole('checkbox', { name: 'Last' }));
    await expect(canvas.getByRole('checkbox', { name: 'Monday' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'All weeks' })).toBeDisabled();
  },
};

export const ChangingModeClearsMonthsAndWeekdays: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    value: {
      ...empty,
      mode: 'custom',
      options: { ...emptyDateOptions, months: [3, 4], weeks: ['all_weeks'], weekdays: [5], time: 'night' },
    },
  },
  play: async ({ args, canvasElement }) => {
    await choose('When to launch', 'Daily');
    await choose('When to launch', 'Custom');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Mar' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Friday' })).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        mode: 'custom',
        options: expect.objectContaining({ months: [], weekdays: [], weeks: ['all_weeks'] }),
      }),
    );
  },
};

// Rules: automations.form.schedule-empty, automations.form.schedule-months, automations.form.schedule-weeks-or-days,
// automations.form.schedule-time, automations.form.schedule-weekdays, automations.form.schedule-dates
export const ValidationMessages: Story = {
  tags: ['!dev', '!autodocs'],
  args: { checked: true } as never,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Selection required')).toBeVisible();
    await choose('When to launch', 'Custom');
    for (const message of ['Months selection required', 'Weeks or days required', 'Time selection required'])
      await expect(canvas.getByText(message)).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sep' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'First week (1st-7th)' }));
    await expect(canvas.getByText('Weekday selection required')).toBeVisible();
    await choose('When to launch', 'Specific dates');
    await expect(canvas.getByText('Specific days are required')).toBeVisible();
  },
};

export const SpecificDates: Story = {
  args: { value: { ...empty, mode: 'specific', options: { ...emptyDateOptions, time: 'early_morning' } } },
};

/**
 * A date added is summed up with its time; removing it leaves nothing scheduled (a test: the SpecificDates
 * story stays untouched).
 */
export const AddAndRemoveADate: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...SpecificDates.args },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Launch date'), '2026-09-24');
    await userEvent.click(canvas.getByRole('button', { name: 'Add date' }));
    await expect(canvas.getByText('On 2026-09-24 at 5am')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove 2026-09-24' }));
    await expect(canvas.getByText('Not scheduled')).toBeVisible();
  },
};

export const DailyStatsFrequency: Story = {
  play: async ({ args, canvasElement }) => {
    await choose('Send limit', 'Daily stats');
    await userEvent.type(within(canvasElement).getByRole('spinbutton', { name: 'Every nth' }), '3');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ repeating: 'daily_stats', frequency: 3 }),
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: { ...empty, mode: 'on_demand', repeating: 'one_off' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'When to launch' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'When to launch' })).toHaveTextContent('On demand');
    await expect(canvas.getByRole('combobox', { name: 'Send limit' })).toBeEnabled();
    await expect(canvas.queryByRole('combobox', { name: 'Time' })).toBeNull();
  },
};
