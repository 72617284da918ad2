import { within } from 'storybook/test';
import { settled } from './console-stories';

/** The ML models table (below the automations), once it is there. */
export const mlModelsTable = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: 'ML models' }, settled));

/**
 * The ML model stories' afterEach. The models sit below the automation table: a play that scrolls to
 * them leaves the page scrolled by varying amounts, so the picture is taken from the top.
 */
export function scrollBackToTheTop() {
  window.scrollTo(0, 0);
}
