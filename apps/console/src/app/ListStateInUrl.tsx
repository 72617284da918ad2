import { listViewFromSearchParams, listViewPrefix, withListView } from '@stride/domain';
import { ListStateProvider, type ListStateStore } from '@stride/ui';
import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * Every list keeps its state in the URL (docs/product/layout.md): its sort and column filters, its search
 * box and type filter, each under the list's name (`automations.sort=-created&automations.search=walk`),
 * written in place so Back leaves the page rather than undoing keystrokes. A reload, Back and Forward and
 * a copied link bring each list back as the admin left it. Lists whose page keeps their view itself (the
 * user lists, the organisations) are left to it.
 */
export function ListStateInUrl({ children }: { children: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const store = useMemo<ListStateStore>(
    () => ({
      view: (name) => {
        const prefix = listViewPrefix(name);
        const { filters, sort } = listViewFromSearchParams(params, prefix);
        return {
          filters,
          sort,
          onFiltersChange: (next) =>
            setParams((current) => withListView(current, { filters: next }, prefix), { replace: true }),
          onSortChange: (next) =>
            setParams((current) => withListView(current, { sort: next }, prefix), { replace: true }),
        };
      },
      value: (name, key) => params.get(`${listViewPrefix(name)}${key}`) ?? '',
      setValue: (name, key, value) =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (value === '') next.delete(`${listViewPrefix(name)}${key}`);
            else next.set(`${listViewPrefix(name)}${key}`, value);
            return next;
          },
          { replace: true },
        ),
    }),
    [params, setParams],
  );
  return <ListStateProvider value={store}>{children}</ListStateProvider>;
}
