import type { Changed, Mutation, QueryUpdate } from '@stride/api';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useApiClient } from './useApiClient';
import { pagedReadsOf } from './paged-reads';

/*
 * The console's only way to write through the SWR cache: a mutation descriptor of @stride/api names
 * the reads its write changes, so what a write refreshes is decided beside the endpoint, once.
 */

/** The SWR cache of the reads, changed only through descriptors. */
function useQueryCache() {
  const { cache, mutate } = useSWRConfig();
  /** Applies `change` without asking the server; resolves with the answer it replaced. */
  const set = useCallback(
    async ({ key, update }: QueryUpdate) => {
      let before: unknown;
      await mutate(
        key,
        (current: unknown) => {
          before = current;
          return update(current);
        },
        { revalidate: false },
      );
      return { key, update: () => before };
    },
    [mutate],
  );
  const refresh = useCallback(
    (changed: Changed) =>
      'family' in changed
        ? Promise.all([
            mutate((key) => Array.isArray(key) && key[0] === changed.family),
            ...pagedReadsOf(cache, changed.family).map((read) => read()),
          ])
        : mutate(changed.key),
    [cache, mutate],
  );
  return { set, refresh };
}

/**
 * Runs a write: its optimistic changes at once (put back if the server refuses), the call, then its
 * updates and the refreshes of what it names. Resolves with the server's answer; rejects as the call.
 */
export function useMutation() {
  const client = useApiClient();
  const { set, refresh } = useQueryCache();
  return useCallback(
    async <R>(write: Mutation<R>): Promise<R> => {
      const undo = await Promise.all(write.optimistic.map(set));
      let answer: R;
      try {
        answer = await write.run(client);
      } catch (failure) {
        await Promise.all(undo.map(set));
        throw failure;
      }
      await Promise.all(write.updates(answer).map(set));
      await Promise.all(write.refreshes.map(refresh));
      return answer;
    },
    [client, set, refresh],
  );
}
