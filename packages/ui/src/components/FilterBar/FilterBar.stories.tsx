import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within, screen, userEvent, waitFor } from 'storybook/test';
import {
  defaultFilterSelection,
  picksAcrossPlatform,
  schoolSelectorVisible,
  type FilterSelection,
  type Role,
} from '@stride/domain';
import { FilterBar, type FilterBarProps } from './FilterBar';
import { roleArgType } from '../../storybook/arg-types';

/** A story picks a role; the bar gets what the console gives that role. */
type StoryArgs = Omit<FilterBarProps, 'picksSchools' | 'acrossPlatform'> & { role: Role };

// The bar is controlled: the story keeps the filter so the screen follows what the user does.
function Controlled({ role, ...args }: StoryArgs) {
  const [value, setValue] = useState<FilterSelection>(args.value);
  return (
    <FilterBar
      {...args}
      picksSchools={schoolSelectorVisible(role)}
      acrossPlatform={picksAcrossPlatform(role)}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        args.onValueChange?.(next);
      }}
    />
  );
}

/** Two council schools in a group, and an independent one. */
const schoolOptions: FilterBarProps['schoolOptions'] = {
  schools: [
    { id: 11, name: 'Oakfield Primary', council_id: 1, council_name: 'Leeds City Council' },
    { id: 12, name: 'Meadow Lane Academy', council_id: 1, council_name: 'Leeds City Council' },
    { id: 31, name: "St Hilda's School", council_id: null, council_name: null },
  ],
  groups: [{ id: 1, name: 'North cluster', school_ids: [11, 12] }],
  councils: [{ id: 1, name: 'Leeds City Council' }],
};

const addresses = [
  { id: 1, name: 'Main entrance' },
  { id: 2, name: 'Back gate' },
];

/** A range in September, From at 17:30: the calendar opens on its month. */
const september: FilterSelection = {
  ...defaultFilterSelection,
  range: { from: '2026-09-01 17:30', to: '2026-09-03 08:00' },
};

/** Every part of the filter set: one school and its address, a user type, a term and a range. */
const everyFilterSet: FilterSelection = {
  schoolIds: [11],
  organisationAddressId: 2,
  type: 'staff',
  term: 'Summer 2026',
  range: { from: '2026-05-01 08:00', to: '2026-05-31 08:00' },
};

const meta = {
  title: 'Components/FilterBar',
  tags: ['autodocs'],
  argTypes: { role: roleArgType },
  component: FilterBar,
  args: {
    role: 'SUPERADMIN',
    value: defaultFilterSelection,
    onValueChange: fn(),
    schoolOptions,
    addresses,
    terms: ['Autumn 2026', 'Summer 2026'],
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bar's last emitted filter is `base` (the default filter) with `changes`. */
const expectEmitted = (
  args: { onValueChange?: unknown },
  changes: Partial<FilterSelection>,
  base: FilterSelection = defaultFilterSelection,
) => expect(args.onValueChange).toHaveBeenLastCalledWith({ ...base, ...changes });

/** The field says the range ends before it starts. */
const expectEndBeforeStart = (field: HTMLElement) =>
  expect(field).toHaveAccessibleDescription('The end must not be before the start');

/** The open calendar. */
const calendar = () => screen.findByRole('dialog', { name: 'Calendar' });

/** A day button of the open calendar, by its name. */
const day = (name: RegExp) => screen.findByRole('button', { name });

/** The queries of a story's canvas. */
type Canvas = ReturnType<typeof within>;

/** The button that opens the calendar. */
const calendarButton = (canvas: Canvas) =>
  canvas.getByRole('button', { name: 'Pick From and To on a calendar' });

/** Types a range that ends before it starts: From the 30th, To the 1st of September, then Enter. */
async function typeEndBeforeStart(from: HTMLElement, to: HTMLElement) {
  await userEvent.type(from, '2026-09-30');
  await userEvent.type(to, '2026-09-01{Enter}');
}

const datesButton = () => screen.getByRole('button', { name: 'Use these dates' });

/** The bar shows the default filter: no range, all users, the current term, no address selector. */
async function expectDefaultFilterShown(canvas: Canvas) {
  await expect(canvas.getByRole('textbox', { name: 'From' })).toHaveValue('');
  await expect(canvas.getByRole('radio', { name: 'All' })).toBeChecked();
  await expect(canvas.getByRole('combobox', { name: 'Term' })).toHaveTextContent('Current term');
  await expect(canvas.queryByRole('combobox', { name: 'Address' })).not.toBeInTheDocument();
}

/** Super admin, by mouse: one school brings the address selector, then a user type. */
export const Default: Story = {};

/** Picking a school shows the address filter, then Parents: each change is reported (a test: the Default story stays untouched). */
// Rules: metrics.filter.address, metrics.filter.user-type
export const PickASchoolThenParents: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: 'Filters' })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Address' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Schools' }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Oakfield Primary' }));
    await expectEmitted(args, { schoolIds: [11] });
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('combobox', { name: 'Address' })).toHaveTextContent('All addresses');
    await userEvent.click(canvas.getByRole('radio', { name: 'Parents' }));
    await expectEmitted(args, { schoolIds: [11], type: 'parent' });
    await expect(canvas.getByRole('radio', { name: 'Parents' })).toBeChecked();
  },
};

/** Council admin, before any choice. */
export const CouncilAdmin: Story = {
  args: { role: 'COUNCIL_ADMIN' },
};

/**
 * Council admin, by keyboard: a group is picked; a group has no address selector (a test: the CouncilAdmin
 * story stays untouched).
 */
// Rules: metrics.filter.council-multi-select, metrics.filter.schools
export const CouncilAdminPicksAGroupByKeyboard: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...CouncilAdmin.args },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Schools' })).toHaveFocus();
    await userEvent.keyboard('north{ArrowDown}{Enter}{Escape}');
    await expectEmitted(args, { schoolIds: ['group_1'] });
    await expect(canvas.queryByRole('combobox', { name: 'Address' })).not.toBeInTheDocument();
  },
};

/** Multi-school admin: two schools, no address selector. */
export const MultiSchoolAdmin: Story = {
  args: { role: 'MULTI_SCHOOL_ADMIN', value: { ...defaultFilterSelection, schoolIds: [11, 12] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox', { name: 'Address' })).not.toBeInTheDocument();
  },
};

/**
 * Multi-school admin: removing one of two schools leaves one school and the address selector (a test: the
 * MultiSchoolAdmin story stays untouched).
 */
// Rules: metrics.filter.multi-school-as-council, metrics.filter.address
export const RemovingASchoolBringsTheAddress: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...MultiSchoolAdmin.args },
  play: async (context) => {
    await MultiSchoolAdmin.play?.(context);
    const { args, canvasElement } = context;
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Oakfield Primary' }));
    await expectEmitted(args, { schoolIds: [12] });
    await expect(canvas.getByRole('combobox', { name: 'Address' })).toBeVisible();
  },
};

/** School admin: no school selector, always the address selector. */
export const SchoolAdmin: Story = {
  args: { role: 'SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox', { name: 'Schools' })).not.toBeInTheDocument();
  },
};

/** School admin: the address is chosen by keyboard (a test: the SchoolAdmin story stays untouched). */
// Rules: metrics.filter.school-admin-address, metrics.filter.address
export const SchoolAdminPicksAnAddressByKeyboard: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...SchoolAdmin.args },
  play: async (context) => {
    await SchoolAdmin.play?.(context);
    const { args, canvasElement } = context;
    const canvas = within(canvasElement);
    const address = canvas.getByRole('combobox', { name: 'Address' });
    await userEvent.tab();
    await expect(address).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'All addresses' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expectEmitted(args, { organisationAddressId: 2 });
    await expect(address).toHaveTextContent('Back gate');
  },
};

/** One school selected: the address selector is offered. */
export const AddressForOneSchool: Story = {
  args: { value: { ...defaultFilterSelection, schoolIds: [11] } },
};

/**
 * One school selected: an address is chosen by mouse; choosing other schools drops it (a test: the
 * AddressForOneSchool story stays untouched).
 */
// Rules: metrics.filter.address
export const PickAnAddressThenAnotherSchool: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...AddressForOneSchool.args },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Address' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Main entrance' }));
    await expectEmitted(args, { schoolIds: [11], organisationAddressId: 1 });
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('combobox', { name: 'Schools' }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Meadow Lane Academy' }));
    await expectEmitted(args, { schoolIds: [11, 12] });
    await expect(canvas.queryByRole('combobox', { name: 'Address' })).not.toBeInTheDocument();
  },
};

/** A screen that does not filter by address hides the selector even for one school. */
export const HiddenAddress: Story = {
  args: { hideAddress: true, value: { ...defaultFilterSelection, schoolIds: [11] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('combobox', { name: 'Address' })).not.toBeInTheDocument();
  },
};

/** A screen chosen by school alone (the user lists): only the schools. */
export const SchoolsOnly: Story = {
  args: {
    schoolsOnly: true,
    value: { ...defaultFilterSelection, schoolIds: [11], type: 'staff', term: 'Autumn 2026' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Schools' })).toBeVisible();
    for (const name of ['Address', 'Term'])
      await expect(canvas.queryByRole('combobox', { name })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('radio', { name: 'Parents' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('textbox', { name: 'From' })).not.toBeInTheDocument();
  },
};

/**
 * Schools only: Reset clears the schools and keeps the rest of the filter (a test: the SchoolsOnly story
 * stays untouched).
 */
export const ResetClearsTheSchoolsOnly: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...SchoolsOnly.args },
  play: async (context) => {
    await SchoolsOnly.play?.(context);
    const { args, canvasElement } = context;
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reset filters' }));
    await expectEmitted(args, { type: 'staff', term: 'Autumn 2026' });
  },
};

/** User type and term by keyboard: arrows move, Space presses; the term list opens with Enter. */
// Rules: metrics.filter.user-type, metrics.filter.term
export const TypeAndTermByKeyboard: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('radio', { name: 'All' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight} ');
    await expectEmitted(args, { type: 'staff' });
    await userEvent.tab();
    const term = canvas.getByRole('combobox', { name: 'Term' });
    await expect(term).toHaveFocus();
    await expect(term).toHaveTextContent('Current term');
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expectEmitted(args, { type: 'staff', term: 'Autumn 2026' });
    await expect(term).toHaveTextContent('Autumn 2026');
  },
};

/** A named term chosen by mouse. */
// Rules: metrics.filter.term
export const TermByMouse: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const term = within(canvasElement).getByRole('combobox', { name: 'Term' });
    await userEvent.click(term);
    await userEvent.click(await screen.findByRole('option', { name: 'Summer 2026' }));
    await expectEmitted(args, { term: 'Summer 2026' });
    await expect(term).toHaveTextContent('Summer 2026');
  },
};

/** A bare date gets 08:00; the range is emitted once both ends are valid (Enter or leaving the field). */
// Rules: metrics.filter.range, metrics.filter.time-of-day, metrics.filter.date-format
export const DateRange: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const from = canvas.getByRole('textbox', { name: 'From' });
    await userEvent.click(from);
    await userEvent.keyboard('2026-09-01');
    await userEvent.tab();
    await expect(from).toHaveValue('2026-09-01 08:00');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'To' })).toHaveFocus();
    await userEvent.keyboard('2026-09-30 16:00{Enter}');
    await expectEmitted(args, { range: { from: '2026-09-01 08:00', to: '2026-09-30 16:00' } });
  },
};

/**
 * By pointer or touch: the calendar button opens a month, a press on each day picks From then To,
 * Use these dates fills both fields (each keeping its time) and applies the range.
 */
export const PickDatesOnTheCalendar: Story = {
  tags: ['!dev', '!autodocs'],
  args: { value: september },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(calendarButton(canvas));
    await expect(await calendar()).toBeVisible();
    await expect(await day(/1 September 2026, selected/)).toBeVisible();
    await userEvent.click(await day(/^Monday, 14 September 2026/));
    await userEvent.click(await day(/^Friday, 18 September 2026/));
    await userEvent.click(datesButton());
    await expect(screen.queryByRole('dialog', { name: 'Calendar' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'From' })).toHaveValue('2026-09-14 17:30');
    await expect(canvas.getByRole('textbox', { name: 'To' })).toHaveValue('2026-09-18 08:00');
    await expectEmitted(args, { range: { from: '2026-09-14 17:30', to: '2026-09-18 08:00' } }, september);
    await expect(calendarButton(canvas)).toHaveFocus();
  },
};

/**
 * The open calendar fits a 390 px phone (beside an 8 px margin each side), and every day is a touch
 * target of at least 44 px.
 */
export const CalendarFitsAPhone: Story = {
  args: { value: september },
  play: async ({ canvasElement }) => {
    await userEvent.click(calendarButton(within(canvasElement)));
    await expect((await calendar()).getBoundingClientRect().width).toBeLessThanOrEqual(390 - 2 * 8);
    const target = (await day(/^Monday, 14 September 2026/)).getBoundingClientRect();
    await expect(Math.min(target.width, target.height)).toBeGreaterThanOrEqual(44);
  },
};

/**
 * By keyboard: Enter opens the calendar on From's day, arrows move by day and week, Enter picks,
 * Tab reaches Use these dates. Picking a To before From is refused with the fields' own message.
 */
export const CalendarByKeyboard: Story = {
  tags: ['!dev', '!autodocs'],
  args: { value: september },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    calendarButton(canvas).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await day(/^Tuesday, 1 September 2026/)).toHaveFocus();
    // One week on, then one day on: 9 September starts the range, 10 September ends it.
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{Enter}{ArrowRight}{Enter}');
    await userEvent.tab();
    await expect(datesButton()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectEmitted(args, { range: { from: '2026-09-09 17:30', to: '2026-09-10 08:00' } }, september);
    // A single day keeps both times: 17:30 on From is after 08:00 on To, which the fields refuse.
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expectEndBeforeStart(canvas.getByRole('textbox', { name: 'To' }));
    // Escape closes the calendar without changing anything.
    await userEvent.keyboard('{Enter}{Escape}');
    await expect(screen.queryByRole('dialog', { name: 'Calendar' })).not.toBeInTheDocument();
  },
};

/** Invalid text keeps what was typed and says what is wrong; nothing is emitted. */
// Rules: metrics.filter.range, metrics.filter.date-format
export const InvalidRange: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const from = canvas.getByRole('textbox', { name: 'From' });
    await userEvent.type(from, '1st of September');
    await userEvent.tab();
    await expect(from).toHaveValue('1st of September');
    await expect(from).toBeInvalid();
    await expect(from).toHaveAccessibleDescription(
      'Use the format yyyy-MM-dd HH:mm, for example 2026-09-01 08:00',
    );
    await userEvent.clear(from);
    await typeEndBeforeStart(from, canvas.getByRole('textbox', { name: 'To' }));
    await expectEndBeforeStart(canvas.getByRole('textbox', { name: 'To' }));
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/**
 * Going back to From and leaving it again keeps To's error: a To that shows text without its error
 * would look like the filter in force while nothing was emitted.
 */
export const LeavingFromKeepsTheEndError: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const from = canvas.getByRole('textbox', { name: 'From' });
    const to = canvas.getByRole('textbox', { name: 'To' });
    await typeEndBeforeStart(from, to);
    await expectEndBeforeStart(to);
    await userEvent.click(from);
    await userEvent.tab({ shift: true });
    await expect(from).toBeValid();
    await expect(to).toBeInvalid();
    await expectEndBeforeStart(to);
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** Reset filters puts back the default filter and empties the range fields. */
// Rules: metrics.filter.reset
export const ResetFilters: Story = {
  tags: ['!dev', '!autodocs'],
  args: { value: everyFilterSet },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Address' })).toHaveTextContent('Back gate');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset filters' }));
    await expectEmitted(args, {});
    await expectDefaultFilterShown(canvas);
  },
};

/** Reset by keyboard also drops a half-typed, invalid date. */
export const ResetByKeyboard: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const from = canvas.getByRole('textbox', { name: 'From' });
    await userEvent.type(from, '2026-13-01{Enter}');
    await expect(from).toBeInvalid();
    canvas.getByRole('button', { name: 'Reset filters' }).focus();
    await userEvent.keyboard('{Enter}');
    await expectEmitted(args, {});
    await expect(canvas.getByRole('textbox', { name: 'From' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'From' })).toBeValid();
  },
};

export const Loading: Story = {
  args: { loading: true, schoolOptions: { schools: [], groups: [], councils: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading schools' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Schools' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'All' })).toBeEnabled();
  },
};

/** In a narrow container the controls stack in one column. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 480 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const schools = canvas.getByRole('combobox', { name: 'Schools' }).getBoundingClientRect();
    const term = canvas.getByRole('combobox', { name: 'Term' }).getBoundingClientRect();
    await expect(term.top).toBeGreaterThan(schools.bottom);
    // One control under the other, with no empty area between them (Users sits right under Schools).
    const users = canvas.getByRole('radiogroup', { name: 'Users' }).getBoundingClientRect();
    await expect(users.top - schools.bottom).toBeLessThan(64);
  },
};

/** The terms of the stories' school years with their days: today (24 Nov 2026) is in Autumn 2026. */
const termDays: FilterBarProps['termDays'] = [
  { term: 'Autumn 2025', startsOn: '2025-09-03', endsOn: '2025-12-19' },
  { term: 'Spring 2026', startsOn: '2026-01-05', endsOn: '2026-03-27' },
  { term: 'Summer 2026', startsOn: '2026-04-13', endsOn: '2026-07-22' },
  { term: 'Autumn 2026', startsOn: '2026-09-02', endsOn: '2026-12-18' },
];

/** A preset button of the open calendar. */
const preset = async (name: string) => within(await calendar()).getByRole('radio', { name });

/**
 * Each preset above the calendar sets From and To at once (whole days, told from today: Tue 24 Nov
 * 2026), closes the calendar and shows which preset is on, there and beside the fields.
 */
// Rules: metrics.filter.presets, metrics.filter.preset-terms, metrics.filter.preset-shown
export const EachPresetSetsTheRange: Story = {
  tags: ['!dev', '!autodocs'],
  args: { termDays },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const ranges = [
      ['Last 7 days', '2026-11-18 00:00', '2026-11-24 23:59'],
      ['Last 30 days', '2026-10-26 00:00', '2026-11-24 23:59'],
      ['This term', '2026-09-02 00:00', '2026-12-18 23:59'],
      ['Last term', '2026-04-13 00:00', '2026-07-22 23:59'],
      ['This school year', '2025-09-03 00:00', '2026-07-22 23:59'],
    ] as const;
    for (const [name, from, to] of ranges.slice(0, 4)) {
      await userEvent.click(calendarButton(canvas));
      await userEvent.click(await preset(name));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Calendar' })).not.toBeInTheDocument());
      await expect(canvas.getByRole('textbox', { name: 'From' })).toHaveValue(from);
      await expect(canvas.getByRole('textbox', { name: 'To' })).toHaveValue(to);
      await expectEmitted(args, { range: { from, to } });
      await expect(canvas.getByRole('status')).toHaveTextContent(`Range: ${name}`);
      await userEvent.click(calendarButton(canvas));
      await expect(await preset(name)).toBeChecked();
      await userEvent.keyboard('{Escape}');
    }
    // This school year is the autumn term's year: the one begun in September 2026 has one term so far.
    await userEvent.click(calendarButton(canvas));
    await userEvent.click(await preset('This school year'));
    await expectEmitted(args, { range: { from: '2026-09-02 00:00', to: '2026-12-18 23:59' } });
    // The same days as This term: the first preset that gives them shows as on.
    await expect(canvas.getByRole('status')).toHaveTextContent('Range: This term');
  },
};

/** By keyboard: Shift+Tab from the calendar reaches the presets, arrows move between them, Space picks. */
// Rules: metrics.filter.presets
export const PresetByKeyboard: Story = {
  tags: ['!dev', '!autodocs'],
  args: { termDays },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    calendarButton(canvas).focus();
    await userEvent.keyboard('{Enter}');
    await calendar();
    // Back past the month's arrows (the day has the focus the calendar opens with).
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(await preset('Last 7 days')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await preset('Last 30 days')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expectEmitted(args, { range: { from: '2026-10-26 00:00', to: '2026-11-24 23:59' } });
    await expect(calendarButton(canvas)).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('Range: Last 30 days');
  },
};

/**
 * A range that is a preset's days shows that preset on (the range alone is kept, in the URL); typing
 * another time turns it off. Without the terms' days only the day presets are offered.
 */
// Rules: metrics.filter.preset-shown
export const PresetShownFromTheRange: Story = {
  args: {
    value: { ...defaultFilterSelection, range: { from: '2026-11-18 00:00', to: '2026-11-24 23:59' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Range: Last 7 days');
    await userEvent.click(calendarButton(canvas));
    await expect(await preset('Last 7 days')).toBeChecked();
    await expect(
      within(await calendar())
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual(['Last 7 days', 'Last 30 days']);
    await userEvent.keyboard('{Escape}');
    const from = canvas.getByRole('textbox', { name: 'From' });
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-18 09:00{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(''));
  },
};

/** The calendar with every preset, Last term on: the presets wrap to the calendar's width. */
// Rules: metrics.filter.presets, metrics.filter.preset-shown
export const PresetsAboveTheCalendar: Story = {
  args: {
    termDays,
    value: { ...defaultFilterSelection, range: { from: '2026-04-13 00:00', to: '2026-07-22 23:59' } },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(calendarButton(within(canvasElement)));
    const presets = within(await calendar()).getAllByRole('radio');
    await expect(presets.map((radio) => radio.textContent)).toEqual([
      'Last 7 days',
      'Last 30 days',
      'This term',
      'Last term',
      'This school year',
    ]);
    await expect(await preset('Last term')).toBeChecked();
    // Each is a touch target of at least 44 px.
    for (const radio of presets)
      await expect(radio.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
