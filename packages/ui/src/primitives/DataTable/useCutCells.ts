import { useEffect } from 'react';
import type { DependencyList, RefObject } from 'react';

/**
 * A list's one-line cells cut with '…' (they carry their whole text as a title, read on hover) take
 * keyboard focus, and show their whole text while they have it (DataTable.styles: `data-cut`), so a
 * keyboard user reads a cut cell as a pointer user does. Cells that fit stay out of the tab order.
 */
export function useCutCells(
  table: RefObject<HTMLTableElement | null>,
  enabled: boolean,
  // Marked again whenever other rows show or the columns change width.
  deps: DependencyList,
) {
  useEffect(() => {
    const element = table.current;
    if (!enabled || !element) return;
    const mark = () => {
      for (const cell of element.querySelectorAll<HTMLElement>('tbody td[title], tbody th[title]')) {
        // A focused cell shows its whole text: it stays marked until it loses focus.
        if (cell === document.activeElement) continue;
        const cut = cell.scrollWidth > cell.clientWidth;
        if (cut && !cell.hasAttribute('data-cut')) {
          cell.setAttribute('data-cut', '');
          cell.tabIndex = 0;
        } else if (!cut && cell.hasAttribute('data-cut')) {
          cell.removeAttribute('data-cut');
          cell.removeAttribute('tabindex');
        }
      }
    };
    mark();
    if (typeof ResizeObserver === 'undefined') return;
    const resize = new ResizeObserver(mark);
    resize.observe(element);
    element.addEventListener('focusout', mark);
    return () => {
      resize.disconnect();
      element.removeEventListener('focusout', mark);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller lists what changes the cells
  }, [enabled, ...deps]);
}
