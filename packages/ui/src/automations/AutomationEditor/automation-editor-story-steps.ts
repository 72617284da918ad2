import { screen, userEvent, within } from 'storybook/test';

/** Steps the AutomationEditor stories share. */

/** The open editor. */
const dialog = () => screen.getByRole('dialog');

/** Picks `optionName` in the editor's select labelled `label`. */
export const choose = async (label: string | RegExp, optionName: string) => {
  await userEvent.click(within(dialog()).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: optionName }));
};

/** The options of the editor's select labelled `label` (and whether each is disabled), read by opening it. */
export const options = async (label: string | RegExp) => {
  await userEvent.click(within(dialog()).getByRole('combobox', { name: label }));
  const found = (await screen.findAllByRole('option')).map((option) => ({
    name: option.textContent,
    disabled: option.getAttribute('aria-disabled') === 'true' || option.hasAttribute('data-disabled'),
  }));
  await userEvent.keyboard('{Escape}');
  return found;
};
