import { demoOrganisationIds } from '@stride/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { settled } from './console-stories';
import { clickAndWaitFor } from './round-trip-stories';

/** The edit page of the demo school the organisation stories work on. */
export const schoolPath = `/members/organization/${demoOrganisationIds.termsSchool}`;

/** A text field of the page, by its label. */
export const field = (canvasElement: HTMLElement, label: RegExp) =>
  within(canvasElement).getByLabelText(label, { selector: 'input' });

/** Every text field of a form, by label, has the value. */
export const expectFields = async (
  canvasElement: HTMLElement,
  values: readonly (readonly [RegExp, string])[],
) => {
  for (const [label, value] of values) await expect(field(canvasElement, label)).toHaveValue(value);
};

/** Clicks the form's Save and waits for its 'Saved'. */
export const saveAndWait = async (canvas: ReturnType<typeof within>) =>
  clickAndWaitFor(canvas.getByRole('button', { name: 'Save' }));

/** Opens one of the organisation page's tabs, and waits until it shows (the tab is in the address). */
export const openTab = async (canvasElement: HTMLElement, name: string) => {
  const tab = await within(canvasElement).findByRole('tab', { name }, settled);
  await userEvent.click(tab);
  await waitFor(() => expect(within(canvasElement).getByRole('tabpanel', { name })).toBeVisible(), settled);
};

/** Adds an address named `name` (postcode NW5 2BB) on the Add address tab, and saves it. */
export async function addAddress(canvasElement: HTMLElement, name: string) {
  await openTab(canvasElement, 'Add address');
  await userEvent.type(field(canvasElement, /^Name/), name);
  await userEvent.type(field(canvasElement, /Postcode/), 'NW5 2BB');
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save address' }));
}

/** Opens the org users modal's form for a new user and fills it as Nia New, a school admin. */
export async function fillNewOrgUser(modal: ReturnType<typeof within>) {
  await userEvent.click(await modal.findByRole('button', { name: 'Add user' }, settled));
  await userEvent.type(modal.getByLabelText(/Email/, { selector: 'input' }), 'nia@demo.test');
  await userEvent.type(modal.getByLabelText(/First name/, { selector: 'input' }), 'Nia');
  await userEvent.type(modal.getByLabelText(/Last name/, { selector: 'input' }), 'New');
  await userEvent.type(modal.getByLabelText(/^Password/, { selector: 'input' }), 'secret1');
  await userEvent.click(modal.getByRole('combobox', { name: /Role/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'School admin' }));
}
