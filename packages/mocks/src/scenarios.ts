import type { HttpHandler } from 'msw';
import { expiredToken, latency, malformedBody, networkError, serverError } from './faults';

/**
 * Named fault scenarios for the running demo app, switched on without code through
 * `?scenario=<name>` in the page URL or the `stride-scenario` sessionStorage key.
 */
export const scenarioNames = ['server-error', 'network-error', 'malformed', 'expired', 'slow'] as const;
export type ScenarioName = (typeof scenarioNames)[number];

export const scenarioStorageKey = 'stride-scenario';
export const scenarioQueryParam = 'scenario';

/** How long 'slow' holds each call: long enough to see every loading state, short of the maps' 10 s cut-off. */
export const slowScenarioMs = 3000;

export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && (scenarioNames as readonly string[]).includes(value);
}

export function scenarioHandlers(name: ScenarioName): HttpHandler[] {
  switch (name) {
    case 'server-error':
      return serverError();
    case 'network-error':
      return networkError();
    case 'malformed':
      return malformedBody();
    case 'expired':
      return expiredToken();
    case 'slow':
      return latency(slowScenarioMs);
  }
}

/**
 * The scenario the page asks for. A `?scenario=` value wins and is remembered in sessionStorage,
 * so it survives the console's own navigation (which drops the query); `?scenario=none` (or any
 * unknown name) clears it.
 */
export function scenarioFromPage(search: string, storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null): ScenarioName | null {
  const fromUrl = new URLSearchParams(search).get(scenarioQueryParam);
  if (fromUrl !== null) {
    if (isScenarioName(fromUrl)) storage?.setItem(scenarioStorageKey, fromUrl);
    else storage?.removeItem(scenarioStorageKey);
    return isScenarioName(fromUrl) ? fromUrl : null;
  }
  const stored = storage?.getItem(scenarioStorageKey);
  return isScenarioName(stored) ? stored : null;
}
