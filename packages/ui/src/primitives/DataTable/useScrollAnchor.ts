import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { useListValue } from './list-state';

/** How long the scrolling rests before the row at the top is kept (a kept value is an address change). */
const SETTLE_MS = 250;

/**
 * A windowed list's scroll anchor (docs/product/layout.md, lists keep their state): the row at its top is
 * kept under the list's name (`parents.at=240`, counted from 1, where the app keeps lists in the URL),
 * once the scrolling rests. When the list's rows arrive it comes back to that row (a reload, Back, a
 * copied link); new data after that (another school chosen) starts again from the first row, as a sort or
 * a filter does. A list without a name, or a record table, keeps none.
 */
export function useScrollAnchor(
  scrollRef: RefObject<HTMLElement | null>,
  {
    name,
    rowHeight,
    data,
    rowCount,
  }: { name: string | undefined; rowHeight: number; data: unknown; rowCount: number },
) {
  const [kept, keep] = useListValue<string>(name ?? '', 'at', '');
  // The anchor the list opened with, until its rows have come to restore it.
  const pending = useRef(name ? Number.parseInt(kept, 10) - 1 : Number.NaN);
  const count = useRef(rowCount);
  count.current = rowCount;
  // The keeper changes with every render; the scroll listener stays.
  const keepRef = useRef(keep);
  keepRef.current = keep;
  const keptRef = useRef(kept);
  keptRef.current = kept;

  useEffect(() => {
    const scroller = scrollRef.current;
    const at = pending.current;
    if (count.current === 0 && at > 0) return; // still loading: wait for the rows
    pending.current = Number.NaN;
    scroller?.scrollTo?.({ top: at > 0 && at < count.current ? at * rowHeight : 0 });
  }, [scrollRef, data, rowHeight]);

  useEffect(() => {
    const scroller = scrollRef.current;
    if (!name || !scroller) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const top = Math.floor(scroller.scrollTop / rowHeight);
        const next = top > 0 ? String(top + 1) : '';
        if (next !== keptRef.current) keepRef.current(next);
      }, SETTLE_MS);
    };
    scroller.addEventListener('scroll', settle, { passive: true });
    return () => {
      clearTimeout(timer);
      scroller.removeEventListener('scroll', settle);
    };
  }, [scrollRef, name, rowHeight]);
}
