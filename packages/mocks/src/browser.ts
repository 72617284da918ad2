import type { SetupWorker } from 'msw/browser';
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers/all-handlers';
import { networkFirst } from './handlers/network-first';
import type { ScenarioName } from './scenarios';
import { setDemoJourneyCount } from './maps/demo-journeys';
import { defaultJourneyCount } from './maps/generate-journeys';
import { addDemoParents } from './people/many-parents';
import { setDemoHeatmapPointCount } from './maps/heatmap-points';
import {
  heatmapPointCountFromPage,
  journeyCountFromPage,
  parentCountFromPage,
  scenarioFromPage,
  scenarioHandlers,
} from './scenarios';

/** The login page lists these in demo mode. */
export { demoAccounts } from './demo-account-list';
export type { DemoAccountEntry } from './demo-account-list';

export type DemoWorker = {
  worker: SetupWorker;
  /** The fault scenario the page switched on, if any. */
  scenario: ScenarioName | null;
};

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Starts the MSW service worker that answers every documented endpoint from the demo dataset
 * (demo mode, Storybook). Applies the fault scenario named by `?scenario=` or the
 * `stride-scenario` sessionStorage key, and the dataset sizes named by `?journeys=large|small|default`,
 * `?people=large|default` and `?heatmap=large|default`.
 * msw 3 calls the unhandled-request option `onUnhandledFrame`.
 */
export async function startDemoWorker(options: { serviceWorkerUrl?: string } = {}): Promise<DemoWorker> {
  const skipUnserved = networkFirst(handlers);
  const worker = setupWorker(...(skipUnserved ? [skipUnserved, ...handlers] : handlers));
  const scenario = scenarioFromPage(globalThis.location?.search ?? '', sessionStore());
  if (scenario) worker.use(...scenarioHandlers(scenario));
  const journeys = journeyCountFromPage(globalThis.location?.search ?? '', sessionStore());
  if (journeys !== defaultJourneyCount) setDemoJourneyCount(journeys);
  const parents = parentCountFromPage(globalThis.location?.search ?? '', sessionStore());
  if (parents !== null) addDemoParents(parents);
  setDemoHeatmapPointCount(heatmapPointCountFromPage(globalThis.location?.search ?? '', sessionStore()));
  await worker.start({
    onUnhandledFrame: 'bypass',
    quiet: true,
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
  });
  return { worker, scenario };
}
