import { atom } from 'jotai';

/** A demo account shown on the login page in demo mode. */
export type DemoAccount = { email: string; password: string; description: string };

/** Filled by the demo bootstrap; empty when the console talks to a real API. */
export const demoAccountsAtom = atom<readonly DemoAccount[]>([]);

/**
 * The backend behind the api client: `ready()` settles once it answers; the demo's `reset()` forgets
 * what was written in this browser and starts again from the seed.
 */
export type Backend = { ready: () => Promise<void>; reset?: () => Promise<void> };

/**
 * Demo mode starts its backend (MSW and the seeded dataset) on the first call, or when the login
 * form is first used, never before the first paint (ADR 0098); a real API and stories are always ready.
 */
export const backendAtom = atom<Backend>({ ready: () => Promise.resolve() });
