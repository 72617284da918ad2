import { useLayoutEffect, useState } from 'react';
import type { CSSProperties, DependencyList, RefObject } from 'react';
import { tokenValues } from '../../theme/theme';
import type { DataTableColumn } from './data-table-filters';
import { listMinWidth, shareOf, type ColumnWidth } from './list-width';

const px = (value: string) => Number.parseFloat(value);
const ACTIONS_MIN = 2 * px(tokenValues.size.control.large);
// The selection column: one touch target wide.
const SELECT_WIDTH = px(tokenValues.size.control.large);

type Widths = {
  /** The widest row of row-action buttons. */
  actions: number;
  /** Per `fit` column, its widest cell's content. */
  fit: Readonly<Record<string, number>>;
  /** Per column, the narrowest its header fits in (its words, the sort mark, the padding). */
  header: Readonly<Record<string, number>>;
  /** The cells' padding, both sides. */
  padding: number;
  /** The inside width of the list's box. */
  box: number;
};

/**
 * Widths grow only: a row that scrolled out of view keeps its column as wide as it made it. A list
 * with no rows (emptied, filtered to nothing) starts again from its headers, whatever it showed before.
 */
function grown(before: Widths, seen: Widths, rows: number): Widths {
  const keep = rows > 0 || (!before.actions && !Object.keys(before.fit).length);
  const last = keep ? before : { ...before, actions: 0, fit: {} };
  const wider = (a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>) => {
    const keys = Object.keys(b).filter((key) => b[key] > (a[key] ?? 0));
    return keys.length ? { ...a, ...Object.fromEntries(keys.map((key) => [key, b[key]])) } : a;
  };
  const next = {
    actions: Math.max(last.actions, seen.actions),
    fit: wider(last.fit, seen.fit),
    header: seen.header,
    padding: seen.padding,
    box: seen.box,
  };
  const same =
    next.actions === last.actions &&
    next.fit === last.fit &&
    next.padding === last.padding &&
    next.box === last.box &&
    JSON.stringify(next.header) === JSON.stringify(last.header);
  return same ? last : next;
}

/** Reads the widths a list's content needs from the rendered table, before the browser paints. */
function measure(table: HTMLTableElement, record: boolean): Widths {
  const seen: Widths = {
    actions: 0,
    fit: {},
    header: {},
    padding: 0,
    box: table.parentElement?.clientWidth ?? 0,
  };
  for (const group of table.querySelectorAll('[data-row-actions]'))
    seen.actions = Math.max(seen.actions, Math.ceil(group.getBoundingClientRect().width));
  const fit: Record<string, number> = {};
  for (const content of table.querySelectorAll<HTMLElement>('[data-fit-column]')) {
    const id = content.dataset.fitColumn!;
    fit[id] = Math.max(fit[id] ?? 0, Math.ceil(content.getBoundingClientRect().width));
  }
  seen.fit = fit;
  if (record) return seen;
  // A header's narrowest: its label laid out at its min-content width (each word on a line).
  const labels = [...table.querySelectorAll<HTMLElement>('thead [data-header-label]')];
  for (const label of labels) label.style.width = 'min-content';
  const header: Record<string, number> = {};
  for (const label of labels) {
    const id = label.closest<HTMLElement>('th')?.dataset.columnId;
    if (id) header[id] = Math.ceil(label.getBoundingClientRect().width);
  }
  for (const label of labels) label.style.width = '';
  seen.header = header;
  const cell = table.querySelector('thead th');
  if (cell) {
    const style = getComputedStyle(cell);
    seen.padding = Math.ceil(px(style.paddingLeft) + px(style.paddingRight));
  }
  return seen;
}

/**
 * The widths of a list's columns: `fit` columns and the row actions as wide as their widest cell,
 * and no column narrower than its header, so that a narrow window (a phone) scrolls the list
 * sideways instead of squeezing its headers over each other. A record table sizes itself (auto
 * layout); only its row actions are measured.
 */
export function useColumnWidths<Row>(
  table: RefObject<HTMLTableElement | null>,
  {
    record,
    columns,
    actions,
    select = false,
  }: { record: boolean; columns: readonly DataTableColumn<Row>[]; actions: boolean; select?: boolean },
  // Measured again whenever other rows or other buttons show.
  deps: DependencyList,
) {
  const [widths, setWidths] = useState<Widths>({ actions: 0, fit: {}, header: {}, padding: 0, box: 0 });
  useLayoutEffect(() => {
    const element = table.current;
    if (!element) return;
    const read = () =>
      setWidths((last) =>
        grown(last, measure(element, record), element.querySelectorAll('tbody tr[data-row]').length),
      );
    read();
    // A typeface that loads after the list was measured (a first visit) lays its text out at other
    // widths: the list is measured again from scratch, not grown from the fallback font's widths.
    const fonts = typeof document === 'undefined' ? undefined : document.fonts;
    const remeasure = () => setWidths(measure(element, record));
    fonts?.addEventListener('loadingdone', remeasure);
    // A list's share columns follow its box, and a fit column its cells: measured again when the box
    // changes width or a shown cell's content does (a last run that loads after its row, a time that
    // reads longer as the clock moves on).
    const box = element.parentElement;
    const resize =
      !record && box && typeof ResizeObserver !== 'undefined' ? new ResizeObserver(read) : undefined;
    if (resize && box) {
      resize.observe(box);
      for (const content of element.querySelectorAll('[data-fit-column]')) resize.observe(content);
    }
    return () => {
      fonts?.removeEventListener('loadingdone', remeasure);
      resize?.disconnect();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller lists what changes the content
  }, [record, columns, actions, select, ...deps]);

  const headerMin = (id: string) => (widths.header[id] ?? 0) + widths.padding;
  const fitWidth = (id: string) => Math.max(widths.fit[id] + widths.padding, headerMin(id));
  const actionsWidth = Math.max(ACTIONS_MIN, widths.actions + widths.padding);
  const minWidth = record
    ? undefined
    : listMinWidth([
        ...columns.map((column): ColumnWidth => {
          const share = shareOf(column.width);
          if (column.fit)
            return {
              kind: 'fixed',
              width: widths.fit[column.id] ? fitWidth(column.id) : headerMin(column.id),
            };
          if (share !== undefined) return { kind: 'share', share, min: headerMin(column.id) };
          return { kind: 'rest', min: headerMin(column.id) };
        }),
        ...(actions ? [{ kind: 'fixed', width: actionsWidth } as const] : []),
        ...(select ? [{ kind: 'fixed', width: SELECT_WIDTH } as const] : []),
      ]);
  // The width the table is drawn at: its box, or wider when its columns need more.
  const drawn = Math.max(widths.box, minWidth ?? 0);
  /** The CSS width of a column's header cell (and so of the column). */
  const columnWidth = (column: DataTableColumn<Row>): string | undefined => {
    if (column.fit && widths.fit[column.id]) return `${fitWidth(column.id)}px`;
    const share = shareOf(column.width);
    if (record || share === undefined || !widths.header[column.id] || !drawn) return column.width;
    return `${Math.max(share * drawn, headerMin(column.id))}px`;
  };
  const style: CSSProperties = {
    ...(widths.actions ? { '--data-table-actions': `${widths.actions}px` } : {}),
    ...(minWidth ? { minWidth } : {}),
  };
  return { columnWidth, style };
}
