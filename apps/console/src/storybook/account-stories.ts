import { within } from 'storybook/test';

/** The account form, once it has loaded. */
export const accountForm = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: 'Account' }, { timeout: 10_000 }));
