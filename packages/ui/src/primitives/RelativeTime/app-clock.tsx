import { createContext, useContext, type ReactNode } from 'react';

const readTheClock = () => new Date();

const AppClock = createContext<() => Date>(readTheClock);

/**
 * Where the console reads "now" for the times it shows beside it ('3 hours ago', '5 minutes ago' on
 * the notice board): the browser's clock unless a provider says otherwise (a page story gives the
 * demo backend's stopped clock, so what the backend stamps and what the lists measure from agree).
 */
export function AppClockProvider({ now, children }: { now: () => Date; children: ReactNode }) {
  return <AppClock.Provider value={now}>{children}</AppClock.Provider>;
}

/** Reads the console's clock (the browser's unless an AppClockProvider gives another). */
export function useReadAppClock(): () => Date {
  return useContext(AppClock);
}
