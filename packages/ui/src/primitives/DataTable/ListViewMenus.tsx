import type { ReactNode } from 'react';
import type { DataTableColumn } from './data-table-filters';
import type { DataTableSort } from './DataTable.types';
import { ColumnsMenu } from './ColumnsMenu';
import { withoutView, withView, type SavedView } from './list-preferences';
import type { useColumnChoice } from './useColumnChoice';
import { ViewsMenu } from './ViewsMenu';
import { ToolbarEnd } from './ListViewMenus.styles';

type ListView = { sort?: DataTableSort; filters: Record<string, string> };

export type ListViewMenusProps<Row> = {
  /** Every column of the list, shown or not. */
  columns: readonly DataTableColumn<Row>[];
  /** The list's column choice and kept views (useColumnChoice). */
  choice: ReturnType<typeof useColumnChoice<Row>>;
  /** Offers the Columns menu. */
  chooser: boolean;
  /** Offers the Views menu. */
  views: boolean;
  /** The list's sort and filters right now. */
  current: () => ListView;
  /** Clears the filter of a column being hidden. */
  clearFilter: (id: string) => void;
  /** Shows a saved view's sort and filters, through the list's kept state. */
  applyView: (view: ListView) => void;
  /** The page's own toolbar controls (Export CSV), after the menus. */
  children?: ReactNode;
};

/** The end of a list's toolbar row: Columns, Views, then the page's own controls. */
export function ListViewMenus<Row>({
  columns,
  choice,
  chooser,
  views,
  current,
  clearFilter,
  applyView,
  children,
}: ListViewMenusProps<Row>) {
  const { hidden, update } = choice;
  return (
    <ToolbarEnd>
      {chooser && (
        <ColumnsMenu
          columns={columns}
          hidden={hidden}
          onToggle={(id, show) => {
            // A hidden column's filter goes with it: no row is left out by a filter no one sees.
            if (!show) clearFilter(id);
            choice.toggle(id, show);
          }}
          onReset={choice.reset}
        />
      )}
      {views && (
        <ViewsMenu
          views={choice.views}
          onSave={(name) =>
            update((kept) => {
              const { sort, filters } = current();
              const view: SavedView = { name, filters, ...(sort ? { sort } : {}), hidden: [...hidden] };
              return { ...kept, views: withView(kept.views, view) };
            })
          }
          onPick={(view) => {
            update((kept) => ({ ...kept, hidden: view.hidden }));
            applyView({ sort: view.sort, filters: { ...view.filters } });
          }}
          onDelete={(name) => update((kept) => ({ ...kept, views: withoutView(kept.views, name) }))}
        />
      )}
      {children}
    </ToolbarEnd>
  );
}
