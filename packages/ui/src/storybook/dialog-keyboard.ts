import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

/**
 * Keyboard use of a dialog: the button named `opener` (in `canvasElement`) opens the dialog named
 * `dialog`; Escape closes it and focus is back on the opener.
 */
export async function escapeClosesAndRefocuses(canvasElement: HTMLElement, opener: string, dialog: string) {
  const button = within(canvasElement).getByRole('button', { name: opener });
  await userEvent.click(button);
  await screen.findByRole('dialog', { name: dialog });
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: dialog })).not.toBeInTheDocument());
  await waitFor(() => expect(button).toHaveFocus());
}
