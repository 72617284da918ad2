import { useMemo } from 'react';
import type { DataTableColumn } from './data-table-filters';
import { hiddenColumnIds, shownColumns, toggledHidden } from './list-preferences';
import { useListPreferences } from './useListPreferences';

/** A list offers the column chooser and saved views from this many columns on (unless told otherwise). */
export const CHOOSER_MIN_COLUMNS = 4;
const none: ReadonlySet<string> = new Set();

/**
 * The columns a list shows and what its person kept for it (hidden columns, saved views), when the list
 * offers the choice (`offered`); otherwise every column. Runs once per render of the table, never per row.
 */
export function useColumnChoice<Row>(
  name: string | undefined,
  columns: readonly DataTableColumn<Row>[],
  offered: boolean,
) {
  const [prefs, update] = useListPreferences(offered ? name : undefined);
  const hidden = useMemo(
    () => (offered ? hiddenColumnIds(columns, prefs.hidden) : none),
    [offered, columns, prefs.hidden],
  );
  const shown = useMemo(() => shownColumns(columns, hidden), [columns, hidden]);
  return {
    columns: shown,
    hidden,
    views: prefs.views,
    update,
    /** Shows or hides one column. */
    toggle: (id: string, show: boolean) =>
      update((kept) => ({ ...kept, hidden: toggledHidden(columns, hidden, id, show) })),
    /** Shows the list's default columns again. */
    reset: () => update(({ views }) => ({ views })),
  };
}
