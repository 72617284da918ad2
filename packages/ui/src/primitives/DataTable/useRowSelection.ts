import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  allShownState,
  rangeOf,
  ranksOf,
  selectedShownCount,
  toggled,
  withRows,
  type RowSelection,
} from './row-selection';

const none: RowSelection = new Set();

/**
 * A list's selected rows (`selection` on DataTable): a Set of row ids, kept across sorting and
 * filtering. New data keeps only the rows it still has (another school's list selects nothing). The
 * rows read the Set; a click, Shift+click (a range of the shown rows) or the header box changes it.
 * Nothing here runs over every row on a keystroke (row-selection.ts).
 */
export function useRowSelection<Row>({
  enabled,
  data,
  getRowId,
  order,
  shown,
}: {
  enabled: boolean;
  data: readonly Row[];
  getRowId: (row: Row, index: number) => string;
  /** Every row, as indexes in the sort order. */
  order: readonly number[];
  /** The rows the filters show, as indexes in display order. */
  shown: readonly number[];
}) {
  const [selection, setSelection] = useState<RowSelection>(none);
  const idAt = useCallback((index: number) => getRowId(data[index], index), [data, getRowId]);
  // Made the first time a selected id is looked up, once per data.
  const indexOf = useMemo(() => {
    let made: Map<string, number> | undefined;
    return (id: string) => {
      made ??= new Map(data.map((row, index) => [getRowId(row, index), index]));
      return made.get(id);
    };
  }, [data, getRowId]);
  const ranks = useMemo(() => {
    let made: Int32Array | undefined;
    return () => (made ??= ranksOf(order));
  }, [order]);

  // New data (a refresh, another school): keep the selected rows it still has.
  const seen = useRef(data);
  useEffect(() => {
    if (seen.current === data) return;
    seen.current = data;
    setSelection((current) =>
      current.size === 0 ? current : new Set([...current].filter((id) => indexOf(id) !== undefined)),
    );
  }, [data, indexOf]);

  // Where the last plain click was: a Shift+click selects the shown rows from there.
  const anchor = useRef<number | null>(null);
  const latest = useRef({ shown, idAt, selection });
  useLayoutEffect(() => {
    latest.current = { shown, idAt, selection };
  });
  /** Stable, so the memoised rows do not render again: toggles the row at a shown position, or a range. */
  const onSelect = useCallback((position: number, range: boolean) => {
    const { shown: rows, idAt: id, selection: current } = latest.current;
    const clicked = id(rows[position]);
    const from = range ? anchor.current : null;
    if (from !== null && from < rows.length) {
      const select = !current.has(clicked);
      setSelection(
        withRows(
          current,
          rangeOf(from, position).map((at) => id(rows[at])),
          select,
        ),
      );
    } else setSelection(toggled(current, clicked));
    anchor.current = position;
  }, []);

  const shownSelected = useMemo(
    () => (enabled ? selectedShownCount(selection, { shown, order, ranks, indexOf, idAt }) : 0),
    [enabled, selection, shown, order, ranks, indexOf, idAt],
  );
  const allShown = allShownState(shownSelected, shown.length);
  /** The header box: selects every shown row, or unselects them when all are selected. */
  const onSelectAllShown = () => {
    setSelection(withRows(selection, shown.map(idAt), allShown !== true));
    anchor.current = null;
  };
  /** The selected rows in the sort order (hidden ones too): what a bulk act or the export gets. */
  const selectedRows = () =>
    order.flatMap((index) => {
      const id = idAt(index);
      return selection.has(id) ? [{ id, row: data[index] }] : [];
    });
  const clear = () => {
    setSelection(none);
    anchor.current = null;
  };
  /** After a bulk act: only the rows it failed on stay selected. */
  const keepOnly = (ids: Iterable<string>) => setSelection(new Set(ids));

  return {
    selection: enabled ? selection : undefined,
    count: selection.size,
    hidden: selection.size - shownSelected,
    allShown,
    onSelect: enabled ? onSelect : undefined,
    onSelectAllShown,
    selectedRows,
    clear,
    keepOnly,
  };
}
