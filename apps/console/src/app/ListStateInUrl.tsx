import { listViewFromSearchParams, listViewPrefix, withListView } from '@stride/domain';
import { ListStateProvider, type ListStateStore } from '@stride/ui';
import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSearchParamsWriter, type SearchParamsChange } from './useSearchParamsWriter';

/**
 * Every list keeps its state in the URL (docs/product/layout.md): its sort and column filters, its search
 * box and type filter, each under the list's name (`automations.sort=-created&automations.search=walk`),
 * written in place so Back leaves the page rather than undoing keystrokes. A reload, Back and Forward and
 * a copied link bring each list back as the admin left it. Lists whose page keeps their view itself (the
 * user lists, the organisations) are left to it.
 */
export function ListStateInUrl({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  const writeParams = useSearchParamsWriter();
  const store = useMemo<ListStateStore>(() => {
    // Written in place; a change that leaves the address as it is navigates nowhere.
    const write = (change: SearchParamsChange) => writeParams(change, { replace: true });
    return {
      view: (name) => {
        const prefix = listViewPrefix(name);
        const { filters, sort } = listViewFromSearchParams(params, prefix);
        return {
          filters,
          sort,
          onFiltersChange: (next) => write((current) => withListView(current, { filters: next }, prefix)),
          onSortChange: (next) => write((current) => withListView(current, { sort: next }, prefix)),
          // A saved view picked: its sort and filters in one change of the address.
          onViewChange: (next) => write((current) => withListView(current, next, prefix)),
        };
      },
      value: (name, key) => params.get(`${listViewPrefix(name)}${key}`) ?? '',
      setValue: (name, key, value) =>
        write((current) => {
          const next = new URLSearchParams(current);
          if (value === '') next.delete(`${listViewPrefix(name)}${key}`);
          else next.set(`${listViewPrefix(name)}${key}`, value);
          return next;
        }),
    };
  }, [params, writeParams]);
  return <ListStateProvider value={store}>{children}</ListStateProvider>;
}
