import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { defaultFilterSelection } from '@stride/domain';
import type { FilterSelection } from '@stride/domain';
import { FilterBar } from './FilterBar';
import type { FilterBarProps } from './FilterBar';
import { addresses, everyFilterSet, schoolOptions, september } from './filter-bar.sample';
import {
  calendarByKeyboard,
  calendarFitsAPhone,
  dateRange,
  invalidRange,
  leavingFromKeepsTheEndError,
  pickDatesOnTheCalendar,
} from './filter-bar-story-steps';
import {
  councilAdminPicksAGroupByKeyboard,
  pickAnAddressThenAnotherSchool,
  pickASchoolThenParents,
  removingASchoolBringsTheAddress,
  resetByKeyboard,
  resetClearsTheSchoolsOnly,
  resetFilters,
  schoolAdminPicksAnAddressByKeyboard,
  termByMouse,
  typeAndTermByKeyboard,
} from './filter-bar-choice-story-steps';
import { roleArgType } from '../../storybook/arg-types';

// The bar is controlled: the story keeps the filter so the screen follows what the user does.
function Controlled(args: FilterBarProps) {
  const [value, setValue] = useState<FilterSelection>(args.value);
  return (
    <FilterBar
      {...args}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        args.onValueChange?.(next);
      }}
    />
  );
}

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
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Super admin, by mouse: one school brings the address selector, then a user type. */
export const Default: Story = {};

/** Picking a school shows the address filter, then Parents: each change is reported (a test: the Default story stays untouched). */
export const PickASchoolThenParents: Story = {
  tags: ['!dev'],
  play: pickASchoolThenParents,
};

/** Council admin, before any choice. */
export const CouncilAdmin: Story = {
  args: { role: 'COUNCIL_ADMIN' },
};

/**
 * Council admin, by keyboard: a group is picked; a group has no address selector (a test: the CouncilAdmin
 * story stays untouched).
 */
export const CouncilAdminPicksAGroupByKeyboard: Story = {
  tags: ['!dev'],
  args: { ...CouncilAdmin.args },
  play: councilAdminPicksAGroupByKeyboard,
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
export const RemovingASchoolBringsTheAddress: Story = {
  tags: ['!dev'],
  args: { ...MultiSchoolAdmin.args },
  play: async (context) => {
    await MultiSchoolAdmin.play?.(context);
    await removingASchoolBringsTheAddress(context);
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
export const SchoolAdminPicksAnAddressByKeyboard: Story = {
  tags: ['!dev'],
  args: { ...SchoolAdmin.args },
  play: async (context) => {
    await SchoolAdmin.play?.(context);
    await schoolAdminPicksAnAddressByKeyboard(context);
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
export const PickAnAddressThenAnotherSchool: Story = {
  tags: ['!dev'],
  args: { ...AddressForOneSchool.args },
  play: pickAnAddressThenAnotherSchool,
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
  tags: ['!dev'],
  args: { ...SchoolsOnly.args },
  play: async (context) => {
    await SchoolsOnly.play?.(context);
    await resetClearsTheSchoolsOnly(context);
  },
};

/** User type and term by keyboard: arrows move, Space presses; the term list opens with Enter. */
export const TypeAndTermByKeyboard: Story = {
  tags: ['!dev'],
  play: typeAndTermByKeyboard,
};

/** A named term chosen by mouse. */
export const TermByMouse: Story = {
  tags: ['!dev'],
  play: termByMouse,
};

/** A bare date gets 08:00; the range is emitted once both ends are valid (Enter or leaving the field). */
export const DateRange: Story = {
  play: dateRange,
};

/**
 * By pointer or touch: the calendar button opens a month, a press on each day picks From then To,
 * Use these dates fills both fields (each keeping its time) and applies the range.
 */
export const PickDatesOnTheCalendar: Story = {
  tags: ['!dev'],
  args: { value: september },
  play: pickDatesOnTheCalendar,
};

/**
 * The open calendar fits a 390 px phone (beside an 8 px margin each side), and every day is a touch
 * target of at least 44 px.
 */
export const CalendarFitsAPhone: Story = {
  args: { value: september },
  play: calendarFitsAPhone,
};

/**
 * By keyboard: Enter opens the calendar on From's day, arrows move by day and week, Enter picks,
 * Tab reaches Use these dates. Picking a To before From is refused with the fields' own message.
 */
export const CalendarByKeyboard: Story = {
  tags: ['!dev'],
  args: { value: september },
  play: calendarByKeyboard,
};

/** Invalid text keeps what was typed and says what is wrong; nothing is emitted. */
export const InvalidRange: Story = {
  play: invalidRange,
};

/**
 * Going back to From and leaving it again keeps To's error: a To that shows text without its error
 * would look like the filter in force while nothing was emitted.
 */
export const LeavingFromKeepsTheEndError: Story = {
  tags: ['!dev'],
  play: leavingFromKeepsTheEndError,
};

/** Reset filters puts back the default filter and empties the range fields. */
export const ResetFilters: Story = {
  tags: ['!dev'],
  args: { value: everyFilterSet },
  play: resetFilters,
};

/** Reset by keyboard also drops a half-typed, invalid date. */
export const ResetByKeyboard: Story = {
  tags: ['!dev'],
  play: resetByKeyboard,
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
