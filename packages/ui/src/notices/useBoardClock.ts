import { refreshLabelInterval } from '@stride/domain';
import { useEffect, useState } from 'react';

/**
 * The moment the notice board's times ('5 minutes ago') are measured from: `given` when a caller fixes
 * it, else the clock, read again every 60 seconds (with the 'refreshed … ago' label) and whenever
 * `restart` changes (the list loaded again), so the times advance while the board stays open.
 */
export function useBoardClock(given: Date | undefined, restart?: unknown): Date {
  const [clock, setClock] = useState(() => new Date());
  useEffect(() => {
    if (given) return;
    setClock(new Date());
    const timer = setInterval(() => setClock(new Date()), refreshLabelInterval);
    return () => clearInterval(timer);
  }, [given, restart]);
  return given ?? clock;
}
