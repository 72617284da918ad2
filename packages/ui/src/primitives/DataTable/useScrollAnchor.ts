import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { useListValue } from './list-state';

/** How long the scrolling rests before the row at the top is kept (a kept value is an address change). */
const SETTLE_MS = 250;

/**
 * A windowed list's scroll anchor (docs/product/layout.md, lists keep their state): the row at its top is
 * kept under the list's name (`parents.at=240`, counted from 1, where the app keeps lists in the URL),
 * once the scrolling rests. A list opened with a kept row (a reload, Back, a copied link) shows it at
 * the top whenever its rows are there, until the admin scrolls; new data after that (another school
 * chosen) starts again from the first row, as a sort or a filter does. A list without a name, or a record table, keeps none.
 */
export function useScrollAnchor(
  scrollRef: RefObject<HTMLElement | null>,
  {
    name,
    rowHeight,
    data,
    rowCount,
    loading,
  }: { name: string | undefined; rowHeight: number; data: unknown; rowCount: number; loading: boolean },
) {
  const [kept, keep] = useListValue<string>(name ?? '', 'at', '');
  // The row the list opened with (counted from 0), until the admin scrolls the list elsewhere.
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
    if (!(at > 0)) {
      scroller?.scrollTo?.({ top: 0 });
      return;
    }
    // Still loading (a list may come in parts, or load again as the schools it is for arrive): wait,
    // and bring the kept row to the top whenever the list is there, until the admin scrolls it.
    if (loading || count.current === 0) return;
    if (at < count.current) scroller?.scrollTo?.({ top: at * rowHeight });
    else {
      pending.current = Number.NaN;
      scroller?.scrollTo?.({ top: 0 });
    }
  }, [scrollRef, data, rowHeight, loading]);

  useEffect(() => {
    const scroller = scrollRef.current;
    if (!name || !scroller) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        // A scroll away from the kept row is the admin's own: the list no longer goes back to it.
        if (Math.abs(scroller.scrollTop - pending.current * rowHeight) > 1) pending.current = Number.NaN;
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
