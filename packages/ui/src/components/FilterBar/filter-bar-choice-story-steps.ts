import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectEmitted, type Canvas, type PlayContext } from './filter-bar-story-steps';

/** The plays of the FilterBar stories that choose schools, an address, a user type or a term, or reset the filter. */

/** The bar shows the default filter: no range, all users, the current term, no address selector. */
async function expectDefaultFilterShown(canvas: Canvas) {
  await expect(canvas.getByRole('textbox', { name: 'From' })).toHaveValue('');
  await expect(canvas.getByRole('radio', { name: 'All' })).toBeChecked();
  await expect(canvas.getByRole('combobox', { name: 'Term' })).toHaveTextContent('Current term');
  await expect(canvas.queryByRole('combobox', { name: 'Address' })).not.toBeInTheDocument();
}

/** The play of PickASchoolThenParents. */
export async function pickASchoolThenParents({ args, canvasElement }: PlayContext) {
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
}

/** The play of CouncilAdminPicksAGroupByKeyboard. */
export async function councilAdminPicksAGroupByKeyboard({ args, canvasElement }: PlayContext) {
  const canvas = within(canvasElement);
  await userEvent.tab();
  await expect(canvas.getByRole('combobox', { name: 'Schools' })).toHaveFocus();
  await userEvent.keyboard('north{ArrowDown}{Enter}{Escape}');
  await expectEmitted(args, { schoolIds: ['group_1'] });
  await expect(canvas.queryByRole('combobox', { name: 'Address' })).not.toBeInTheDocument();
}

/** The play of RemovingASchoolBringsTheAddress, after MultiSchoolAdmin's. */
export async function removingASchoolBringsTheAddress({ args, canvasElement }: PlayContext) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Remove Oakfield Primary' }));
  await expectEmitted(args, { schoolIds: [12] });
  await expect(canvas.getByRole('combobox', { name: 'Address' })).toBeVisible();
}

/** The play of SchoolAdminPicksAnAddressByKeyboard, after SchoolAdmin's. */
export async function schoolAdminPicksAnAddressByKeyboard({ args, canvasElement }: PlayContext) {
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
}

/** The play of PickAnAddressThenAnotherSchool. */
export async function pickAnAddressThenAnotherSchool({ args, canvasElement }: PlayContext) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('combobox', { name: 'Address' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Main entrance' }));
  await expectEmitted(args, { schoolIds: [11], organisationAddressId: 1 });
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  await userEvent.click(canvas.getByRole('combobox', { name: 'Schools' }));
  await userEvent.click(await canvas.findByRole('option', { name: 'Meadow Lane Academy' }));
  await expectEmitted(args, { schoolIds: [11, 12] });
  await expect(canvas.queryByRole('combobox', { name: 'Address' })).not.toBeInTheDocument();
}

/** The play of ResetClearsTheSchoolsOnly, after SchoolsOnly's. */
export async function resetClearsTheSchoolsOnly({ args, canvasElement }: PlayContext) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reset filters' }));
  await expectEmitted(args, { type: 'staff', term: 'Autumn 2026' });
}

/** The play of TypeAndTermByKeyboard. */
export async function typeAndTermByKeyboard({ args, canvasElement }: PlayContext) {
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
}

/** The play of TermByMouse. */
export async function termByMouse({ args, canvasElement }: PlayContext) {
  const term = within(canvasElement).getByRole('combobox', { name: 'Term' });
  await userEvent.click(term);
  await userEvent.click(await screen.findByRole('option', { name: 'Summer 2026' }));
  await expectEmitted(args, { term: 'Summer 2026' });
  await expect(term).toHaveTextContent('Summer 2026');
}

/** The play of ResetFilters (the bar's value: `everyFilterSet`). */
export async function resetFilters({ args, canvasElement }: PlayContext) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('combobox', { name: 'Address' })).toHaveTextContent('Back gate');
  await userEvent.click(canvas.getByRole('button', { name: 'Reset filters' }));
  await expectEmitted(args, {});
  await expectDefaultFilterShown(canvas);
}

/** The play of ResetByKeyboard. */
export async function resetByKeyboard({ args, canvasElement }: PlayContext) {
  const canvas = within(canvasElement);
  const from = canvas.getByRole('textbox', { name: 'From' });
  await userEvent.type(from, '2026-13-01{Enter}');
  await expect(from).toBeInvalid();
  canvas.getByRole('button', { name: 'Reset filters' }).focus();
  await userEvent.keyboard('{Enter}');
  await expectEmitted(args, {});
  await expect(canvas.getByRole('textbox', { name: 'From' })).toHaveValue('');
  await expect(canvas.getByRole('textbox', { name: 'From' })).toBeValid();
}
