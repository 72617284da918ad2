import {
  defaultFilterSelection,
  filterFromSearchParams,
  filterToSearchParams,
  type FilterSelection,
} from '@stride/domain';
import { useStore } from 'jotai';
import { useCallback, useEffect, useMemo } from 'react';
import { useNavigationType, useSearchParams } from 'react-router-dom';
import { filterSelectionAtom } from './filter-atom';

const defaultQuery = filterToSearchParams(defaultFilterSelection).toString();

/**
 * The shared filter, read from the URL query string: a view can be bookmarked and shared, and Back
 * restores the previous filter. An invalid query value falls back to the default, with no error.
 * The URL is the one source of truth, so the filter and the address bar never disagree (even when
 * Back comes before a change has landed). The jotai atom remembers the last filter: opening the
 * screen again from the menu (a link with no query) brings it back.
 */
export function useUrlFilter(): [FilterSelection, (next: FilterSelection) => void] {
  const store = useStore();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigationType = useNavigationType();
  const filter = useMemo(() => filterFromSearchParams(searchParams), [searchParams]);

  // Runs when the URL changes, not when the memory does (a change writes both).
  useEffect(() => {
    const remembered = store.get(filterSelectionAtom);
    const fromMenu = navigationType === 'PUSH' && searchParams.size === 0;
    if (fromMenu && filterToSearchParams(remembered).toString() !== defaultQuery) {
      setSearchParams(filterToSearchParams(remembered), { replace: true });
    } else {
      store.set(filterSelectionAtom, filter);
    }
  }, [filter, navigationType, searchParams, setSearchParams, store]);

  const change = useCallback(
    (next: FilterSelection) => {
      store.set(filterSelectionAtom, next);
      setSearchParams(filterToSearchParams(next));
    },
    [setSearchParams, store],
  );
  return [filter, change];
}
