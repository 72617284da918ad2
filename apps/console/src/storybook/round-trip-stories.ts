import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { settled } from './console-stories';
import { reloadConsole } from './ConsoleAt';

/**
 * `reloadConsole()`, then waits until the console before the reload is gone: until then a query
 * could still find the old page (its open accordion, its filled form) instead of the reloaded one.
 */
export async function reloadAndWait(canvasElement: HTMLElement): Promise<void> {
  // Hidden while a modal is open, but there.
  const before = await within(canvasElement).findByRole(
    'navigation',
    { name: 'Main menu', hidden: true },
    settled,
  );
  reloadConsole();
  await waitFor(() => expect(before).not.toBeInTheDocument(), settled);
}

/** Replaces what a text field holds, as a person would: clear it, then type. */
export async function retype(field: HTMLElement, text: string): Promise<void> {
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

/** Opens a select and picks one of its options by name. */
export async function chooseOption(combobox: HTMLElement, option: string): Promise<void> {
  await userEvent.click(combobox);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/**
 * Clicks `button` and waits for the `message` toast it brings ('Saved'). One still showing from an
 * earlier write (an upload, the last step) does not count, so the next step never starts (a reload,
 * leaving the page) while this write is still on its way.
 */
export async function clickAndWaitFor(button: HTMLElement, message = 'Saved'): Promise<void> {
  const earlier = screen.queryAllByText(message);
  await userEvent.click(button);
  await waitFor(
    () =>
      expect(screen.getAllByText(message).filter((toast) => !earlier.includes(toast))).not.toHaveLength(0),
    settled,
  );
}
