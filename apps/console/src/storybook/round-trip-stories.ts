import { expect, waitFor, within } from 'storybook/test';
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
