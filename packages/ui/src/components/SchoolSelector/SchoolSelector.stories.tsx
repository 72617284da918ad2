import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import styled from 'styled-components';
import { picksAcrossPlatform, picksTargetSchools, type Role, type SchoolSelectionId } from '@stride/domain';
import { SchoolSelector, type SchoolSelectorProps } from './SchoolSelector';
import type { SchoolSelectorOptions } from './school-selector-entries';
import { overriddenName, expectTypedOrder, typedName } from '../../storybook/bidi';
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

// A chip is read as its name followed by its remove button: the buttons list the chips in order.
const chipsOf = (canvasElement: HTMLElement) => {
  const list = within(canvasElement).queryByRole('list', { name: 'Selected schools' });
  return list
    ? within(list)
        .getAllByRole('button')
        .map((button) => button.textContent?.replace(/^Remove /, ''))
    : [];
};

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
// Rules: metrics.filter.super-admin-groups
export const GroupedListThenPickByKeyboard: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Schools' });
    await step('the list is grouped', async () => {
      await userEvent.click(input);
      const listbox = await canvas.findByRole('listbox');
      const groupNames = within(listbox)
        .getAllByRole('group')
        .map((group) => group.getAttribute('aria-labelledby'))
        .map((id) => canvasElement.ownerDocument.getElementById(id ?? '')?.textContent);
      await expect(groupNames).toEqual([
        'Bradford Council',
        'Leeds City Council',
        'Independent',
        'GROUPS ONLY',
        'COUNCILS ONLY',
      ]);
      const leeds = within(listbox).getByRole('group', { name: 'Leeds City Council' });
      await expect(
        within(leeds)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Oakfield Primary', 'Meadow Lane Academy']);
      await expect(within(listbox).getByRole('group', { name: 'Independent' })).toHaveTextContent(
        "St Hilda's School",
      );
      await expect(within(listbox).getByRole('option', { name: 'ALL' })).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(canvas.queryByRole('listbox')).not.toBeInTheDocument());
    });
    await step('type, arrow down and Enter pick a school', async () => {
      await userEvent.keyboard('oak');
      const listbox = await canvas.findByRole('listbox');
      await expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Oakfield Primary']);
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await expect(args.onValueChange).toHaveBeenLastCalledWith([11]);
      await expect(chipsOf(canvasElement)).toEqual(['Oakfield Primary']);
      await expect(input).toHaveValue('');
      await expect(input).toHaveFocus();
      // The search is cleared and the list stays open on the picked school.
      const picked = within(await canvas.findByRole('listbox')).getByRole('option', {
        name: 'Oakfield Primary',
      });
      await expect(input).toHaveAttribute('aria-activedescendant', picked.id);
      await expect(picked).toHaveAttribute('aria-selected', 'true');
    });
  },
};

/** Keyboard only: Tab in, search, pick two entries, Escape closes, Backspace removes the last chip. */
export const KeyboardOnly: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Schools' })).toHaveFocus();
    await userEvent.keyboard('RIVER{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([21]);
    await userEvent.keyboard('north{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([21, 'group_1']);
    await expect(chipsOf(canvasElement)).toEqual(['Riverside Primary', 'North cluster']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('listbox')).not.toBeInTheDocument());
    await userEvent.keyboard('{Backspace}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([21]);
    await expect(chipsOf(canvasElement)).toEqual(['Riverside Primary']);
  },
};

/** Typing until one entry is left, Enter picks it without an arrow key first. */
export const EnterPicksTheOnlyMatch: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Schools' }), 'riverside');
    await expect(await canvas.findAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([21]);
    await expect(chipsOf(canvasElement)).toEqual(['Riverside Primary']);
    await expect(canvas.getByRole('combobox', { name: 'Schools' })).toHaveValue('');
  },
};

/** ALL stands alone: picking it clears the schools, picking a school afterwards drops ALL (a test). */
// Rules: metrics.filter.super-admin-groups
export const AllStandsAlone: Story = {
  tags: ['!dev', '!autodocs'],
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
// Rules: metrics.filter.council-multi-select
export const CouncilAdminSearchesTheList: Story = {
  tags: ['!dev', '!autodocs'],
  args: councilAdmin,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Schools' }));
    const listbox = await canvas.findByRole('listbox');
    await expect(within(listbox).getByRole('group', { name: 'Schools' })).toBeVisible();
    await expect(within(listbox).getByRole('group', { name: 'Groups' })).toBeVisible();
    await expect(within(listbox).getByRole('group', { name: 'Councils' })).toBeVisible();
    await expect(within(listbox).queryByRole('option', { name: 'ALL' })).not.toBeInTheDocument();
    await userEvent.keyboard('walking{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['group_2']);
  },
};

const multiSchoolAdmin = { role: 'MULTI_SCHOOL_ADMIN', options: { ...options, councils: [] } } as const;

/** Multi-school admin: the same searchable list, of the admin's schools and groups (no councils). */
// Rules: metrics.filter.multi-school-as-council
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
  tags: ['!dev', '!autodocs'],
  args: multiSchoolAdmin,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Schools' }));
    await userEvent.keyboard('zzz');
    await expect(await canvas.findByRole('status')).toHaveTextContent('No matches');
    await userEvent.keyboard('{Backspace>3/}meadow');
    await userEvent.click(await canvas.findByRole('option', { name: 'Meadow Lane Academy' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith([12]);
  },
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
  tags: ['!dev', '!autodocs'],
  args: { ...WithSelection.args },
  play: async (context) => {
    await WithSelection.play?.(context);
    const { args, canvasElement } = context;
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove North cluster' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith([11, 'council_2']);
    await expect(chipsOf(canvasElement)).toEqual(['Oakfield Primary', 'Bradford Council']);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith([]);
    await expect(chipsOf(canvasElement)).toEqual([]);
    await expect(canvas.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
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
  tags: ['!dev', '!autodocs'],
  args: { ...Empty.args },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Schools' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Nothing to choose from');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
  },
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
  tags: ['!dev', '!autodocs'],
  args: { ...BidiOverride.args },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Schools' }));
    await expectTypedOrder(await canvas.findByRole('option', { name: typedName }));
    const chips = canvas.getByRole('list', { name: 'Selected schools' });
    await expectTypedOrder(within(chips).getByText(typedName));
    await expect(canvas.getByRole('button', { name: `Remove ${typedName}` })).toBeVisible();
  },
};
