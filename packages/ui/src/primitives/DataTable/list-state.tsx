import { createContext, useContext, useState } from 'react';
import type { DataTableViewProps } from './DataTable.types';
import { useFollow } from './useFollow';

/**
 * Where the lists of a page keep their state (sort, column filters, a search box, a type filter) when the
 * app keeps it for them: the console keeps it in the URL, so a reload, Back and a shared link bring every
 * list back as the admin left it. Without a store each list keeps its own. A list is known by its name
 * (its `aria-label` or caption).
 */
export type ListStateStore = {
  /** The sort and column filters of the list `name`, with the calls that keep their changes. */
  view: (name: string) => DataTableViewProps;
  /** A value the list `name` keeps under `key` (its search box, say); '' when it has none. */
  value: (name: string, key: string) => string;
  /** Keeps `value` under `key` for the list `name` ('' forgets it). */
  setValue: (name: string, key: string, value: string) => void;
};

const ListStateContext = createContext<ListStateStore | null>(null);

/** Gives the lists below a store for their state (the console: the URL). */
export const ListStateProvider = ListStateContext.Provider;

/**
 * The view a list shows: the one its page passes (`own`, when the page handles the changes itself), else
 * the store's for its name, else none (the table keeps its own).
 */
export function useListView(name: string | undefined, own: DataTableViewProps): DataTableViewProps {
  const store = useContext(ListStateContext);
  if (!store || !name || own.onSortChange || own.onFiltersChange || own.onViewChange) return own;
  return store.view(name);
}

/**
 * A value a list keeps beside its view (its search box, a type filter): in the store under the list's
 * name when there is one, else in the list itself. `initial` is the value when none is kept.
 *
 * A value set shows at once, before the store has it (`useFollow`, as the column filters): the console's
 * store is the address, which a navigation changes a moment later, and a search box showing the store's
 * value lost what was typed in between ("Weekly travel" became "Weekly trvel"). A change of the store
 * from elsewhere (Back, a link) shows instead.
 */
export function useListValue<Value extends string>(
  name: string,
  key: string,
  initial: Value,
): [Value, (value: Value) => void] {
  const store = useContext(ListStateContext);
  const kept = store?.value(name, key);
  const stored = kept === undefined ? undefined : ((kept === '' ? initial : kept) as Value);
  const [shown, setShown] = useState<Value>(stored ?? initial);
  const reported = useFollow(stored, (value) => value, setShown);
  return [
    shown,
    (value) => {
      setShown(value);
      if (!store) return;
      reported(value);
      store.setValue(name, key, value === initial ? '' : value);
    },
  ];
}

/**
 * The page a paged list shows, counted from 0, kept with the list under `page` (counted from 1, as a person
 * reads it in the URL), so a reload, Back and a shared link open the same page. Anything unreadable is page 1.
 */
export function useListPage(name: string): [number, (page: number) => void] {
  const [kept, keep] = useListValue<string>(name, 'page', '1');
  return [Math.max(0, (Number.parseInt(kept, 10) || 1) - 1), (page) => keep(String(page + 1))];
}
