import { refreshLabelInterval } from '@stride/domain';
import { useEffect, useState } from 'react';
import { useReadAppClock } from '../primitives/RelativeTime/app-clock';

/**
 * The moment the notice board's times are measured from: `given` when a caller fixes it, else the
 * board's clock, read again every 60 seconds (with the 'refreshed … ago' label) and whenever `restart`
 * changes (the list loaded again), so the times advance while the board stays open.
 */
export function useBoardClock(given: Date | undefined, restart?: unknown): Date {
  // The console's clock (AppClockProvider), as every list's times ('3 hours ago') read it.
  const read = useReadAppClock();
  const [clock, setClock] = useState(read);
  useEffect(() => {
    if (given) return;
    setClock(read());
    const timer = setInterval(() => setClock(read()), refreshLabelInterval);
    return () => clearInterval(timer);
  }, [given, restart, read]);
  return given ?? clock;
}
