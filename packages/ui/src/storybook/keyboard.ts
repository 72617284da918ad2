import { expect, userEvent } from 'storybook/test';

/**
 * Presses Tab until `target` has focus, at most `limit` times: the element is reachable from the
 * keyboard, in the page's tab order, without a pointer.
 */
export async function tabTo(target: HTMLElement, limit = 80) {
  for (let press = 0; press < limit && document.activeElement !== target; press += 1) await userEvent.tab();
  await expect(target).toHaveFocus();
}
