import { within } from 'storybook/test';
import { settled } from './console-stories';

/** What the ML models panel's stories share (they are split by workflow, one title). */

/** The ML models table, once it is there. */
export const models = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: 'ML models' }, settled));

/**
 * The meta's afterEach. The models sit below the automation table: a play that scrolls to them leaves
 * the page scrolled by varying amounts, so the picture is taken from the top.
 */
export function scrollBackToTheTop() {
  window.scrollTo(0, 0);
}
