import type { StoryContext } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectTypedOrder, typedName } from '../../storybook/bidi';

/** The chips the SchoolSelector stories read, and the plays of its keyboard, search and chip tests. */

/** What those plays are given. */
type PlayContext = {
  args: { onValueChange?: unknown };
  canvasElement: HTMLElement;
  step: StoryContext['step'];
};

// A chip is read as its name followed by its remove button: the buttons list the chips in order.
export const chipsOf = (canvasElement: HTMLElement) => {
  const list = within(canvasElement).queryByRole('list', { name: 'Selected schools' });
  return list
    ? within(list)
        .getAllByRole('button')
        .map((button) => button.textContent?.replace(/^Remove /, ''))
    : [];
};

/** The play of GroupedListThenPickByKeyboard. */
export async function groupedListThenPickByKeyboard({ args, canvasElement, step }: PlayContext) {
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
}

/** The play of KeyboardOnly. */
export async function keyboardOnly({ args, canvasElement }: PlayContext) {
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
}

/** The play of EnterPicksTheOnlyMatch. */
export async function enterPicksTheOnlyMatch({ args, canvasElement }: PlayContext) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('combobox', { name: 'Schools' }), 'riverside');
  await expect(await canvas.findAllByRole('option')).toHaveLength(1);
  await userEvent.keyboard('{Enter}');
  await expect(args.onValueChange).toHaveBeenLastCalledWith([21]);
  await expect(chipsOf(canvasElement)).toEqual(['Riverside Primary']);
  await expect(canvas.getByRole('combobox', { name: 'Schools' })).toHaveValue('');
}

/** The play of CouncilAdminSearchesTheList. */
export async function councilAdminSearchesTheList({ args, canvasElement }: PlayContext) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('combobox', { name: 'Schools' }));
  const listbox = await canvas.findByRole('listbox');
  await expect(within(listbox).getByRole('group', { name: 'Schools' })).toBeVisible();
  await expect(within(listbox).getByRole('group', { name: 'Groups' })).toBeVisible();
  await expect(within(listbox).getByRole('group', { name: 'Councils' })).toBeVisible();
  await expect(within(listbox).queryByRole('option', { name: 'ALL' })).not.toBeInTheDocument();
  await userEvent.keyboard('walking{ArrowDown}{Enter}');
  await expect(args.onValueChange).toHaveBeenLastCalledWith(['group_2']);
}

/** The play of NoMatchThenPickBySearch. */
export async function noMatchThenPickBySearch({ args, canvasElement }: PlayContext) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('combobox', { name: 'Schools' }));
  await userEvent.keyboard('zzz');
  await expect(await canvas.findByRole('status')).toHaveTextContent('No matches');
  await userEvent.keyboard('{Backspace>3/}meadow');
  await userEvent.click(await canvas.findByRole('option', { name: 'Meadow Lane Academy' }));
  await expect(args.onValueChange).toHaveBeenLastCalledWith([12]);
}

/** The play of RemoveChipsOneByOneOrAll, after WithSelection's. */
export async function removeChipsOneByOneOrAll({ args, canvasElement }: PlayContext) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Remove North cluster' }));
  await expect(args.onValueChange).toHaveBeenLastCalledWith([11, 'council_2']);
  await expect(chipsOf(canvasElement)).toEqual(['Oakfield Primary', 'Bradford Council']);
  await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
  await expect(args.onValueChange).toHaveBeenLastCalledWith([]);
  await expect(chipsOf(canvasElement)).toEqual([]);
  await expect(canvas.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
}

/** The play of OpeningAnEmptyList. */
export async function openingAnEmptyList({ canvasElement }: PlayContext) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('combobox', { name: 'Schools' }));
  await expect(await canvas.findByRole('status')).toHaveTextContent('Nothing to choose from');
  await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
}

/** The play of OverriddenNameReadsAsTyped (the school named with `overriddenName`). */
export async function overriddenNameReadsAsTyped({ canvasElement }: PlayContext) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('combobox', { name: 'Schools' }));
  await expectTypedOrder(await canvas.findByRole('option', { name: typedName }));
  const chips = canvas.getByRole('list', { name: 'Selected schools' });
  await expectTypedOrder(within(chips).getByText(typedName));
  await expect(canvas.getByRole('button', { name: `Remove ${typedName}` })).toBeVisible();
}
