import { useEffect, useRef, useState, type ReactNode } from 'react';
import { chartText } from './chart-colours';
import { typefaceLoaded } from './chart-typeface';

/**
 * ApexCharts draws a chart synchronously when it mounts: tens of milliseconds each. A dashboard that
 * mounts six charts in one commit would draw them in one long task, during which the page takes no
 * input. Charts therefore take turns: one chart is drawn per task, the next in a later task.
 */
type Ticket = { grant: () => void };

const queue: Ticket[] = [];
let drawing: Ticket | null = null;
let turnScheduled = false;
let typeface: Promise<void> | undefined;

function scheduleTurn() {
  if (turnScheduled || drawing || queue.length === 0) return;
  turnScheduled = true;
  // The first turn waits for the charts' typeface (loaded once, for every chart after it).
  typeface ??= typefaceLoaded(document.fonts, `${chartText.size} ${chartText.family}`);
  void typeface.then(() =>
    setTimeout(() => {
      turnScheduled = false;
      drawing = queue.shift() ?? null;
      drawing?.grant();
    }, 0),
  );
}

/** Queues `grant` for a turn; the returned function ends the turn (or leaves the queue). */
function waitForTurn(grant: () => void): () => void {
  const ticket: Ticket = { grant };
  queue.push(ticket);
  scheduleTurn();
  return () => {
    const index = queue.indexOf(ticket);
    if (index >= 0) queue.splice(index, 1);
    if (drawing === ticket) {
      drawing = null;
      scheduleTurn();
    }
  };
}

/**
 * Renders `children` (a chart) once it is this chart's turn (and the charts' typeface has loaded);
 * until then an empty box marked `data-chart-pending`, which the chart card's minimum height keeps at the chart's size. Later
 * renders pass straight through: ApexCharts only redraws when the series or options changed.
 */
export function DrawnInTurn({ children }: { children: ReactNode }) {
  const [turn, setTurn] = useState(false);
  const endTurn = useRef<() => void>(undefined);
  useEffect(() => {
    const end = waitForTurn(() => setTurn(true));
    endTurn.current = end;
    return end;
  }, []);
  // Effects run child first: by now the chart has been drawn, so the next one may go.
  useEffect(() => {
    if (turn) endTurn.current?.();
  }, [turn]);
  return turn ? children : <div data-chart-pending="" />;
}
