import { atom } from 'jotai';

/** A demo account shown on the login page in demo mode. */
export type DemoAccount = { email: string; password: string; description: string };

/** Filled by the demo bootstrap; empty when the console talks to a real API. */
export const demoAccountsAtom = atom<readonly DemoAccount[]>([]);

/**
 * Settles once the demo backend answers: demo mode starts it beside the first render, and the api
 * client holds every call until then (ADR 0098). Already settled against a real API and in stories.
 */
export const backendReadyAtom = atom<Promise<void>>(Promise.resolve());
