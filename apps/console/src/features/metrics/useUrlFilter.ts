import { filterFromSearchParams, filterToSearchParams, type FilterSelection } from '@stride/domain';
import { useAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filterSelectionAtom } from './filter-atom';

const same = (a: FilterSelection, b: FilterSelection) => filterToSearchParams(a).toString() === filterToSearchParams(b).toString();

/**
 * The shared filter, mirrored in the URL query string: a view can be bookmarked and shared, and Back
 * restores the previous filter. An invalid query value falls back to the default, with no error.
 */
export function useUrlFilter(): [FilterSelection, (next: FilterSelection) => void] {
  const [filter, setFilter] = useAtom(filterSelectionAtom);
  const [searchParams, setSearchParams] = useSearchParams();

  // The URL wins when it changes (first visit, Back/Forward, a shared link).
  useEffect(() => {
    const fromUrl = filterFromSearchParams(searchParams);
    setFilter((current) => (same(current, fromUrl) ? current : fromUrl));
  }, [searchParams, setFilter]);

  const change = useCallback(
    (next: FilterSelection) => {
      setFilter(next);
      setSearchParams(filterToSearchParams(next));
    },
    [setFilter, setSearchParams],
  );
  return [filter, change];
}
