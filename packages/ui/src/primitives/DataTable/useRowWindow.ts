import { useLayoutEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';

/** The rows of a fixed-height list that are in (or near) view, and the space above and below them. */
export type RowWindow = { first: number; last: number; paddingTop: number; paddingBottom: number };

/**
 * Windowing for rows of one fixed height: which positions to render follows from the scroll offset
 * and the viewport height alone, so a new row count costs nothing (a measuring virtualiser rebuilds
 * a list of every row's size each time the filter changes the count; ADR 0049).
 */
export function useRowWindow(
  scrollRef: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
  overscan = 8,
): RowWindow {
  const [view, setView] = useState({ top: 0, height: rowHeight * 12 });
  // The scroll area the window reads, and how to stop reading it. It may come after the first render
  // (a list that first failed, then loaded on Retry) or be replaced: each render checks it is still the one.
  const reading = useRef<{ element: HTMLElement; stop: () => void } | null>(null);
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (reading.current?.element === element) return;
    reading.current?.stop();
    reading.current = null;
    if (!element) return;
    const read = () =>
      setView((current) =>
        current.top === element.scrollTop && current.height === element.clientHeight
          ? current
          : { top: element.scrollTop, height: element.clientHeight },
      );
    read();
    element.addEventListener('scroll', read, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(read);
    resize?.observe(element);
    reading.current = {
      element,
      stop: () => {
        element.removeEventListener('scroll', read);
        resize?.disconnect();
      },
    };
  });
  useLayoutEffect(
    () => () => {
      reading.current?.stop();
      reading.current = null;
    },
    [],
  );
  return rowWindow(view, count, rowHeight, overscan);
}

/** The window for a scroll offset and viewport height: positions `first` up to (not including) `last`, the rows in view plus `overscan` either side. */
export function rowWindow(
  view: { top: number; height: number },
  count: number,
  rowHeight: number,
  overscan = 8,
): RowWindow {
  // A list that has just become shorter (a filter) may still carry the old scroll offset until the
  // browser clamps it: read it as the furthest the new list can scroll, so its last rows show at once.
  const top = Math.min(view.top, Math.max(0, count * rowHeight - view.height));
  const first = Math.min(count, Math.max(0, Math.floor(top / rowHeight) - overscan));
  const last = Math.min(count, Math.ceil((top + view.height) / rowHeight) + overscan);
  return {
    first,
    last: Math.max(first, last),
    paddingTop: first * rowHeight,
    paddingBottom: (count - Math.max(first, last)) * rowHeight,
  };
}
