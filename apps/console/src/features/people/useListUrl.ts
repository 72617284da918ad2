import {
  filterToSearchParams,
  listViewFromSearchParams,
  withListView,
  withoutListView,
  type FilterSelection,
} from '@stride/domain';
import type { DataTableSort } from '@stride/ui';
import { useStore } from 'jotai';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSearchParamsWriter } from '../../app/useSearchParamsWriter';
import { filterSelectionAtom } from '../../app/filter/filter-atom';
import { useProfileInUrl } from '../../app/people/useProfileInUrl';

/**
 * A user list's view kept in the URL (docs/product/people.md): column filters and sort (written in place
 * while typing, so Back leaves the list rather than undoing keystrokes), the open profile (useProfileInUrl: its own
 * history entry, Back closes it and stays on the list) and, beside them, the filter bar's schools.
 */
export function useListUrl() {
  const store = useStore();
  const [searchParams] = useSearchParams();
  const setSearchParams = useSearchParamsWriter();
  const view = useMemo(() => listViewFromSearchParams(searchParams), [searchParams]);
  const filters = useMemo(
    () => view.filters,
    // The same filters keep their identity while other keys (the profile) change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [JSON.stringify(view.filters)],
  );
  const profile = useProfileInUrl();

  return {
    filters,
    sort: view.sort,
    person: profile.person,
    onFiltersChange: (next: Record<string, string>) =>
      setSearchParams((current) => withListView(current, { filters: next }), { replace: true }),
    onSortChange: (next: DataTableSort) =>
      setSearchParams((current) => withListView(current, { sort: next }), { replace: true }),
    onViewChange: (next: { sort?: DataTableSort; filters: Record<string, string> }) =>
      setSearchParams((current) => withListView(current, next), { replace: true }),
    openProfile: profile.open,
    closeProfile: profile.close,
    profileTab: profile.tab,
    /** The filter bar's change, a new history entry as on every filtered screen; the list's view stays. */
    changeFilter: (next: FilterSelection) => {
      store.set(filterSelectionAtom, next);
      setSearchParams((current) =>
        withListView(filterToSearchParams(next), listViewFromSearchParams(current)),
      );
    },
    /** Another list's address: the filter bar's keys only (its columns are other ones). */
    otherList: (list: string) => ({
      pathname: `/members/users/${list}`,
      search: withoutListView(searchParams).toString(),
    }),
  };
}
