import type { HttpHandler } from 'msw';
import { defaultJourneyCount, largeJourneyCount } from './maps/generate-journeys';
import { largeParentCount } from './people/many-parents';
import { defaultHeatmapPointCount, largeHeatmapPointCount } from './maps/heatmap-points';
import type { Path } from 'msw';
import {
  expiredToken,
  forbidden,
  latency,
  malformedBody,
  networkError,
  serverError,
  serverErrorPage,
  unauthenticated,
} from './faults';

/**
 * Named fault scenarios for the running demo app, switched on without code through
 * `?scenario=<name>` in the page URL or the `stride-scenario` sessionStorage key.
 */
export const scenarioNames = [
  'server-error',
  'network-error',
  'malformed',
  'expired',
  'unauthenticated',
  'slow',
  'forbidden',
  'server-error-page',
] as const;
export type ScenarioName = (typeof scenarioNames)[number];

export const scenarioStorageKey = 'stride-scenario';
const scenarioQueryParam = 'scenario';

/** How long 'slow' holds each call: long enough to see every loading state, short of the API client's 10 s answer deadline (ADR 0093). */
const slowScenarioMs = 3000;

function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && (scenarioNames as readonly string[]).includes(value);
}

/** The scenario's handlers: for every API call, or only those matching `pattern` (MSW syntax, `*\/api/admin/schools*`). */
export function scenarioHandlers(name: ScenarioName, pattern?: Path): HttpHandler[] {
  switch (name) {
    case 'server-error':
      return serverError(pattern);
    case 'network-error':
      return networkError(pattern);
    case 'malformed':
      return malformedBody(pattern);
    case 'expired':
      return expiredToken(pattern);
    case 'unauthenticated':
      return unauthenticated(pattern);
    case 'slow':
      return latency(slowScenarioMs, pattern);
    case 'forbidden':
      return forbidden(pattern);
    case 'server-error-page':
      return serverErrorPage(pattern);
  }
}

/**
 * The scenario the page asks for. A `?scenario=` value wins and is remembered in sessionStorage,
 * so it survives the console's own navigation (which drops the query); `?scenario=none` (or any
 * unknown name) clears it.
 */
export function scenarioFromPage(search: string, storage: PageStorage | null): ScenarioName | null {
  return rememberedPageOption(search, storage, scenarioQueryParam, scenarioStorageKey, isScenarioName);
}

/**
 * The demo dataset's sizes: `?journeys=large` is the 100 000 journeys of the speed benchmark,
 * `?journeys=small` its 10 000.
 */
const journeyCounts = {
  default: defaultJourneyCount,
  large: largeJourneyCount,
  small: 10_000,
} as const;
type JourneyCountName = keyof typeof journeyCounts;
const isJourneyCountName = (value: unknown): value is JourneyCountName =>
  typeof value === 'string' && Object.hasOwn(journeyCounts, value);

/** How many heatmap points: `?heatmap=large` is the million of the speed benchmark. */
export function heatmapPointCountFromPage(search: string, storage: PageStorage | null): number {
  const isName = (value: unknown): value is 'large' | 'default' => value === 'large' || value === 'default';
  return rememberedPageOption(search, storage, 'heatmap', 'stride-heatmap', isName) === 'large'
    ? largeHeatmapPointCount
    : defaultHeatmapPointCount;
}

/** How many journeys the page's demo dataset has: `?journeys=large|small|default`, remembered like a scenario. */
export function journeyCountFromPage(search: string, storage: PageStorage | null): number {
  return journeyCounts[
    rememberedPageOption(search, storage, 'journeys', 'stride-journeys', isJourneyCountName) ?? 'default'
  ];
}

/** How many parents the page's demo dataset has: `?people=large` is the benchmark's 100 000; else the generated ones. */
export function parentCountFromPage(search: string, storage: PageStorage | null): number | null {
  const isPeopleSize = (value: unknown): value is 'large' | 'default' =>
    value === 'default' || value === 'large';
  return rememberedPageOption(search, storage, 'people', 'stride-people', isPeopleSize) === 'large'
    ? largeParentCount
    : null;
}

type PageStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A demo option from the page's query string, kept in sessionStorage until the query names another. */
function rememberedPageOption<Name extends string>(
  search: string,
  storage: PageStorage | null,
  param: string,
  key: string,
  isName: (value: unknown) => value is Name,
): Name | null {
  const fromUrl = new URLSearchParams(search).get(param);
  if (fromUrl !== null) {
    if (isName(fromUrl)) storage?.setItem(key, fromUrl);
    else storage?.removeItem(key);
    return isName(fromUrl) ? fromUrl : null;
  }
  const stored = storage?.getItem(key);
  return isName(stored) ? stored : null;
}
