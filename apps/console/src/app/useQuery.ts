import type { Query, QueryKey } from '@stride/api';
import { useCallback, useEffect, useRef } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import useSWRInfinite, { type SWRInfiniteConfiguration } from 'swr/infinite';
import { enterPagedRead } from './paged-reads';
import { useApiClient } from './useApiClient';

/*
 * The console's only way to read the server through the SWR cache: a query descriptor of @stride/api
 * brings its key and its fetcher together, so a key can never be paired with another call's answer
 * (eslint keeps swr to this file and app/useMutation.ts). A read's `refresh` asks the server again.
 */

/** The answer of a descriptor, cached under its key; `null` asks for nothing. */
export function useQuery<T>(query: Query<T> | null, options?: SWRConfiguration<T>) {
  const client = useApiClient();
  const read = useSWR(query?.key ?? null, query ? () => query.fetch(client) : null, options);
  const { mutate } = read;
  const refresh = useCallback(() => mutate(), [mutate]);
  return Object.assign(read, { refresh });
}

/**
 * Asks the server again for every read of a descriptor family in the cache (each automation's logs,
 * say), those that failed too: a page's Retry reloads all it shows.
 */
export function useRefreshFamily() {
  const { mutate } = useSWRConfig();
  return useCallback((family: string) => mutate((key) => Array.isArray(key) && key[0] === family), [mutate]);
}

/**
 * Pages of a paged read: `pageQuery` gives the descriptor of page `index` (from 0), or `null` after
 * the last page. Each page's descriptor is kept by its key until SWR asks for that key.
 */
export function useInfiniteQuery<T>(
  pageQuery: (index: number, previous: T | null) => Query<T> | null,
  options?: SWRInfiniteConfiguration<T>,
) {
  const client = useApiClient();
  const { cache } = useSWRConfig();
  const pages = useRef(new Map<string, Query<T>>());
  const read = useSWRInfinite<T>(
    (index, previous: T | null) => {
      const page = pageQuery(index, previous);
      if (page) pages.current.set(JSON.stringify(page.key), page);
      return page?.key ?? null;
    },
    (key: QueryKey) => {
      const page = pages.current.get(JSON.stringify(key));
      if (!page) throw new Error(`No page descriptor for ${JSON.stringify(key)}`);
      return page.fetch(client);
    },
    options,
  );
  const { mutate } = read;
  const refresh = useCallback(() => mutate(), [mutate]);
  const name = pageQuery(0, null)?.key[0];
  useEffect(() => {
    if (name === undefined) return;
    return enterPagedRead(cache, name, refresh);
  }, [cache, name, refresh]);
  return Object.assign(read, { refresh });
}
