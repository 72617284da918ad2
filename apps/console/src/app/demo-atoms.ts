import { atom } from 'jotai';

/** A demo account shown on the login page in demo mode. */
export type DemoAccount = { email: string; password: string; description: string };

/** Filled by the demo bootstrap; empty when the console talks to a real API. */
export const demoAccountsAtom = atom<readonly DemoAccount[]>([]);
