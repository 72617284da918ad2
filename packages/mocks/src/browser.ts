import { del, get, set } from 'idb-keyval';
import type { SetupWorker } from 'msw/browser';
import { setupWorker } from 'msw/browser';
import { keepDemoDb, onDemoDbWritten } from './data/demo-db-persistence';
import { resetDemoDb } from './data/demo-db';
import { handlers } from './handlers/all-handlers';
import { networkFirst } from './handlers/network-first';
import type { ScenarioName } from './scenarios';
import { setDemoJourneyCount } from './maps/demo-journeys';
import { defaultJourneyCount } from './maps/generate-journeys';
import { addDemoParents } from './people/many-parents';
import { defaultHeatmapPointCount, setDemoHeatmapPointCount } from './maps/heatmap-points';
import {
  heatmapPointCountFromPage,
  journeyCountFromPage,
  parentCountFromPage,
  scenarioFromPage,
  scenarioHandlers,
} from './scenarios';

/** The login page lists these in demo mode. */
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

let kept: ReturnType<typeof keepDemoDb> | null = null;

/**
 * Starts the MSW service worker that answers every documented endpoint from the demo dataset
 * (demo mode). Applies the fault scenario named by `?scenario=` or the `stride-scenario`
 * sessionStorage key, and the dataset sizes named by `?journeys=large|small|default`,
 * `?people=large|default` and `?heatmap=large|default`.
 * The demo keeps what was written across reloads in this browser (IndexedDB) until `resetDemoData()`,
 * except with a scenario or a dataset size, which always start from the seed.
 * msw 3 calls the unhandled-request option `onUnhandledFrame`.
 */
export async function startDemoWorker(options: { serviceWorkerUrl?: string } = {}): Promise<DemoWorker> {
  const skipUnserved = networkFirst(handlers);
  const worker = setupWorker(...(skipUnserved ? [skipUnserved, ...handlers] : handlers));
  const search = globalThis.location?.search ?? '';
  const scenario = scenarioFromPage(search, sessionStore());
  const journeys = journeyCountFromPage(search, sessionStore());
  const parents = parentCountFromPage(search, sessionStore());
  const heatmapPoints = heatmapPointCountFromPage(search, sessionStore());
  const seedAsIs =
    !scenario &&
    journeys === defaultJourneyCount &&
    parents === null &&
    heatmapPoints === defaultHeatmapPointCount;
  if (seedAsIs && typeof indexedDB !== 'undefined') {
    const keeping = keepDemoDb({ get, set, del });
    kept = keeping;
    await keeping.restore();
    // A write is saved at once; any other answer soon after, as some tables are made on first read.
    worker.events.on('response:mocked', ({ request }) =>
      request.method === 'GET' ? keeping.saveSoon() : keeping.saveNow(),
    );
    onDemoDbWritten(() => keeping.saveNow());
    globalThis.addEventListener?.('pagehide', () => void keeping.flush());
  }
  if (scenario) worker.use(...scenarioHandlers(scenario));
  if (journeys !== defaultJourneyCount) setDemoJourneyCount(journeys);
  if (parents !== null) addDemoParents(parents);
  setDemoHeatmapPointCount(heatmapPoints);
  await worker.start({
    onUnhandledFrame: 'bypass',
    quiet: true,
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
  });
  return { worker, scenario };
}

/** Forgets everything written in this browser's demo: the demo starts again from the seed. */
export async function resetDemoData(): Promise<void> {
  if (kept) await kept.reset();
  else resetDemoDb();
}
