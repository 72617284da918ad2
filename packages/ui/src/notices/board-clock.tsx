import { refreshLabelInterval } from '@stride/domain';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

const readTheClock = () => new Date();

const BoardClock = createContext<() => Date>(readTheClock);

/**
 * Where the notice board reads "now" for its times ('5 minutes ago'): the browser's clock unless a
 * provider says otherwise (a page story gives the demo backend's stopped clock, so what the backend
 * stamps and what the board measures from agree).
 */
export function BoardClockProvider({ now, children }: { now: () => Date; children: ReactNode }) {
  return <BoardClock.Provider value={now}>{children}</BoardClock.Provider>;
}

/** Reads the board's clock (the browser's unless a BoardClockProvider gives another): for a load's time. */
export function useReadBoardClock(): () => Date {
  return useContext(BoardClock);
}

/**
 * The moment the notice board's times are measured from: `given` when a caller fixes it, else the
 * board's clock, read again every 60 seconds (with the 'refreshed … ago' label) and whenever `restart`
 * changes (the list loaded again), so the times advance while the board stays open.
 */
export function useBoardClock(given: Date | undefined, restart?: unknown): Date {
  const read = useReadBoardClock();
  const [clock, setClock] = useState(read);
  useEffect(() => {
    if (given) return;
    setClock(read());
    const timer = setInterval(() => setClock(read()), refreshLabelInterval);
    return () => clearInterval(timer);
  }, [given, restart, read]);
  return given ?? clock;
}
