import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { settled } from './console-stories';

/**
 * The alert dialog saying `message` shows (an alert the admin must acknowledge, ADR 0108) with OK
 * focused; Enter on OK closes it.
 */
export async function acknowledgeAlert(message: string) {
  const alert = await screen.findByRole('alertdialog', { name: message }, settled);
  await waitFor(() => expect(within(alert).getByRole('button', { name: 'OK' })).toHaveFocus());
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('alertdialog', { name: message })).not.toBeInTheDocument());
}

/**
 * In `container` (an alert, an error state), technical words matching `detail` wait behind a
 * closed 'Technical details' disclosure and show once it is opened (by a click, or from the
 * keyboard: Enter on the focused toggle).
 */
export async function expectTechnicalDetail(
  container: HTMLElement,
  detail: RegExp,
  { keyboard = false }: { keyboard?: boolean } = {},
) {
  const toggle = within(container).getByRole('button', { name: 'Technical details', expanded: false });
  const words = within(container).getByText(detail);
  await expect(words).not.toBeVisible();
  if (keyboard) {
    toggle.focus();
    await userEvent.keyboard('{Enter}');
  } else await userEvent.click(toggle);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(words).toBeVisible();
}

/**
 * A failure toast shows `message`, with `detail` behind its 'Technical details', opened from the
 * keyboard, as focus pauses the toast's timer.
 */
export async function expectFailure(message: string, detail: RegExp) {
  const words = await screen.findByText(message, {}, settled);
  await expect(words).toBeVisible();
  const alert = words.closest<HTMLElement>('[role="alert"]');
  await expect(alert).not.toBeNull();
  await expectTechnicalDetail(alert!, detail, { keyboard: true });
}
