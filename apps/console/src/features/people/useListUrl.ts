import type { PersonRef } from '@stride/api';
import {
  filterToSearchParams,
  listViewFromSearchParams,
  profileFromSearchParams,
  withListView,
  withoutListView,
  withProfile,
  type FilterSelection,
} from '@stride/domain';
import type { DataTableSort } from '@stride/ui';
import { useStore } from 'jotai';
import { useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { filterSelectionAtom } from '../../app/filter/filter-atom';

/** The history entry a profile was opened into: Back (or closing) leaves it for the list's own. */
type OpenedState = { profileOpened?: boolean } | null;

/**
 * A user list's view kept in the URL (docs/product/people.md): column filters and sort (written in place
 * while typing, so Back leaves the list rather than undoing keystrokes), the open profile (its own history
 * entry: Back closes it and stays on the list) and, beside them, the filter bar's schools.
 */
export function useListUrl() {
  const store = useStore();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => listViewFromSearchParams(searchParams), [searchParams]);
  const filters = useMemo(
    () => view.filters,
    // The same filters keep their identity while other keys (the profile) change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [JSON.stringify(view.filters)],
  );
  const person: PersonRef | null = useMemo(() => profileFromSearchParams(searchParams), [searchParams]);
  const openedHere = (location.state as OpenedState)?.profileOpened === true;

  return {
    filters,
    sort: view.sort,
    person,
    onFiltersChange: (next: Record<string, string>) =>
      setSearchParams((current) => withListView(current, { filters: next }), { replace: true }),
    onSortChange: (next: DataTableSort) =>
      setSearchParams((current) => withListView(current, { sort: next }), { replace: true }),
    onViewChange: (next: { sort?: DataTableSort; filters: Record<string, string> }) =>
      setSearchParams((current) => withListView(current, next), { replace: true }),
    openProfile: (next: PersonRef) =>
      setSearchParams(withProfile(searchParams, next), { state: { profileOpened: true } }),
    closeProfile: () => {
      if (openedHere) navigate(-1);
      else setSearchParams(withProfile(searchParams, null), { replace: true });
    },
    /** The filter bar's change, a new history entry as on every filtered screen; the list's view stays. */
    changeFilter: (next: FilterSelection) => {
      store.set(filterSelectionAtom, next);
      setSearchParams(withListView(filterToSearchParams(next), { filters, sort: view.sort }));
    },
    /** Another list's address: the filter bar's keys only (its columns are other ones). */
    otherList: (list: string) => ({
      pathname: `/members/users/${list}`,
      search: withoutListView(searchParams).toString(),
    }),
  };
}
