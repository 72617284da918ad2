import { userEvent, within } from 'storybook/test';

/** What the account page's stories share (they are split by workflow, one title). */

/** The save call of the account form. */
export const updatePath = '*/api/admin/administration/updateAdminInfo';

/** The account form, once it has loaded. */
export const accountForm = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: 'Account' }, { timeout: 10_000 }));

/** Removes the two empty contact rows the form starts with, so it can be saved. */
export async function removeEmptyContacts(canvas: ReturnType<typeof within>) {
  await userEvent.click(canvas.getByRole('button', { name: 'Remove contact 2' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Remove contact 1' }));
}
