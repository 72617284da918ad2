import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { picksAcrossPlatform, picksTargetSchools, type Role, type SchoolSelectionId } from '@stride/domain';
import { SchoolSelector } from './SchoolSelector';
import type { SchoolSelectorProps } from './SchoolSelector';
import type { SchoolSelectorOptions } from './school-selector-entries';
import {
  chipsOf,
  councilAdminSearchesTheList,
  enterPicksTheOnlyMatch,
  groupedListThenPickByKeyboard,
  keyboardOnly,
  noMatchThenPickBySearch,
  openingAnEmptyList,
  overriddenNameReadsAsTyped,
  removeChipsOneByOneOrAll,
} from './school-selector-story-steps';
import { overriddenName } from '../../storybook/bidi';
import { roleArgType } from '../../storybook/arg-types';

// What getFilterOrganisations answers for a super admin: two councils, an independent school, two groups.
const options: SchoolSelectorOptions = {
  schools: [
    { id: 11, name: 'Oakfield Primary', council_id: 1, council_name: 'Leeds City Council' },
    { id: 12, name: 'Meadow Lane Academy', council_id: 1, council_name: 'Leeds City Council' },
    { id: 21, name: 'Riverside Primary', council_id: 2, council_name: 'Bradford Council' },
    { id: 31, name: "St Hilda's School", council_id: null, council_name: null },
  ],
  groups: [
    { id: 1, name: 'North cluster', school_ids: [11, 21] },
    { id: 2, name: 'Walking champions', school_ids: [12] },
  ],
  councils: [
    { id: 1, name: 'Leeds City Council' },
    { id: 2, name: 'Bradford Council' },
  ],
};

// The selector is controlled: the story keeps the value so chips appear as a user picks.
function Controlled(args: SchoolSelectorProps) {
  const [value, setValue] = useState<readonly SchoolSelectionId[]>(args.value);
  return (
    <SchoolSelector
      {...args}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        args.onValueChange?.(next);
      }}
    />
  );
}

// The list hangs below the field, over what follows it: a story that opens on its list leaves it room, so
// the picture (the story's own element) shows it whole.
const RoomForTheList = styled.div`
  padding-bottom: calc(${({ theme }) => theme.size['field-max']} + ${({ theme }) => theme.space.md});
`;

/** A role story opens on its list: the roles differ only in what the list holds. */
const openOnTheList: Pick<Story, 'decorators'> & { args: { defaultOpen: true } } = {
  args: { defaultOpen: true },
  decorators: [
    (Story) => (
      <RoomForTheList>
        <Story />
      </RoomForTheList>
    ),
  ],
};

/** A story picks a role; the selector gets what a page gives that role, or is left out for a school admin. */
type StoryArgs = SchoolSelectorProps & { role: Role };

function ForRole({ role, ...args }: StoryArgs) {
  return picksTargetSchools(role) ? (
    <Controlled {...args} acrossPlatform={picksAcrossPlatform(role)} />
  ) : null;
}

const meta = {
  title: 'Components/SchoolSelector',
  tags: ['autodocs'],
  argTypes: { role: roleArgType },
  component: SchoolSelector,
  args: { role: 'SUPERADMIN', options, value: [], onValueChange: fn() },
  render: (args) => <ForRole {...args} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Super admin: schools under their council or Independent, then GROUPS ONLY, ALL and COUNCILS ONLY. */
export const Default: Story = {
  ...openOnTheList,
  play: async ({ canvasElement }) => {
    const listbox = within(canvasElement).getByRole('listbox');
    await expect(within(listbox).getByRole('group', { name: 'Leeds City Council' })).toBeVisible();
    await expect(within(listbox).getByRole('option', { name: 'ALL' })).toBeInTheDocument();
  },
};

/**
 * Super admin: the list is grouped by council, then GROUPS ONLY, ALL and COUNCILS ONLY; typing, arrow down
 * and Enter pick a school (a test: the Default story stays untouched).
 */
export const GroupedListThenPickByKeyboard: Story = {
  tags: ['!dev'],
  play: groupedListThenPickByKeyboard,
};

/** Keyboard only: Tab in, search, pick two entries, Escape closes, Backspace removes the last chip. */
export const KeyboardOnly: Story = {
  tags: ['!dev'],
  play: keyboardOnly,
};

/** Typing until one entry is left, Enter picks it without an arrow key first. */
export const EnterPicksTheOnlyMatch: Story = {
  tags: ['!dev'],
  play: enterPicksTheOnlyMatch,
};

/** ALL stands alone: picking it clears the schools, picking a school afterwards drops ALL (a test). */
export const AllStandsAlone: Story = {
  tags: ['!dev'],
  args: { value: [11, 'group_2'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Schools' }));
    await userEvent.click(await canvas.findByRole('option', { name: 'ALL' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['ALL']);
    await expect(chipsOf(canvasElement)).toEqual(['ALL']);
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'COUNCILS ONLY' })).getByRole('option', {
        name: 'Bradford Council',
      }),
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['council_2']);
  },
};

const councilAdmin = { role: 'COUNCIL_ADMIN' } as const;

/** Council admin: one searchable list of schools, groups and councils, with no ALL. */
export const CouncilAdmin: Story = {
  ...openOnTheList,
  args: { ...councilAdmin, ...openOnTheList.args },
  play: async ({ canvasElement }) => {
    const listbox = within(canvasElement).getByRole('listbox');
    for (const name of ['Schools', 'Groups', 'Councils'])
      await expect(within(listbox).getByRole('group', { name })).toBeInTheDocument();
    await expect(within(listbox).queryByRole('option', { name: 'ALL' })).not.toBeInTheDocument();
  },
};

/**
 * Council admin: schools, groups and councils in one list, searched by typing (a test: the CouncilAdmin story
 * stays untouched).
 */
export const CouncilAdminSearchesTheList: Story = {
  tags: ['!dev'],
  args: councilAdmin,
  play: councilAdminSearchesTheList,
};

const multiSchoolAdmin = { role: 'MULTI_SCHOOL_ADMIN', options: { ...options, councils: [] } } as const;

/** Multi-school admin: the same searchable list, of the admin's schools and groups (no councils). */
export const MultiSchoolAdmin: Story = {
  ...openOnTheList,
  args: { ...multiSchoolAdmin, ...openOnTheList.args },
  play: async ({ canvasElement }) => {
    const listbox = within(canvasElement).getByRole('listbox');
    await expect(within(listbox).getByRole('group', { name: 'Schools' })).toBeInTheDocument();
    await expect(within(listbox).queryByRole('group', { name: 'Councils' })).not.toBeInTheDocument();
  },
};

/**
 * Multi-school admin: a search with no match says so; another search finds the school (a test: the
 * MultiSchoolAdmin story stays untouched).
 */
export const NoMatchThenPickBySearch: Story = {
  tags: ['!dev'],
  args: multiSchoolAdmin,
  play: noMatchThenPickBySearch,
};

/** Chips for the selection: each removable by its button, or all at once. */
export const WithSelection: Story = {
  args: { value: [11, 'group_1', 'council_2'] },
  play: async ({ canvasElement }) => {
    await expect(chipsOf(canvasElement)).toEqual(['Oakfield Primary', 'North cluster', 'Bradford Council']);
  },
};

/**
 * Each chip is removed by its button, or all at once by Clear all (a test: the WithSelection story stays
 * untouched).
 */
export const RemoveChipsOneByOneOrAll: Story = {
  tags: ['!dev'],
  args: { ...WithSelection.args },
  play: async (context) => {
    await WithSelection.play?.(context);
    await removeChipsOneByOneOrAll(context);
  },
};

export const Loading: Story = {
  args: { loading: true, options: { schools: [], groups: [], councils: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading schools' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Schools' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { options: { schools: [], groups: [], councils: [] }, role: 'COUNCIL_ADMIN' },
};

/**
 * Opening a list with nothing in it says so, with no empty list (a test: the Empty story stays untouched).
 */
export const OpeningAnEmptyList: Story = {
  tags: ['!dev'],
  args: { ...Empty.args },
  play: openingAnEmptyList,
};

export const Disabled: Story = {
  args: { disabled: true, value: [11] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Schools' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove Oakfield Primary' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Clear all' })).toBeDisabled();
  },
};

/** A school admin has no selector: nothing is rendered. */
export const SchoolAdmin: Story = {
  args: { role: 'SCHOOL_ADMIN', value: [11] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('combobox')).not.toBeInTheDocument();
  },
};

/** A school named with a right-to-left override reads as it was typed in the list and its chip. */
export const BidiOverride: Story = {
  args: {
    options: {
      schools: [{ id: 11, name: overriddenName, council_id: null, council_name: null }],
      groups: [],
      councils: [],
    },
    value: [11],
  },
};

/**
 * The school named with a right-to-left override reads as it was typed in the list and its chip (a test: the
 * BidiOverride story stays untouched).
 */
export const OverriddenNameReadsAsTyped: Story = {
  tags: ['!dev'],
  args: { ...BidiOverride.args },
  play: overriddenNameReadsAsTyped,
};
