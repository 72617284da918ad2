import type { ApiClient } from '../client/create-api-client';

/** A cache key: the descriptor's name first, then everything the answer depends on. */
export type QueryKey = readonly [name: string, ...parts: unknown[]];

/**
 * A read the console caches: its key and the call that answers it, made together, so one key always
 * stands for one answer shape. Every descriptor has its own name (`xxxQuery` is named `xxx`), so two
 * descriptors never share a key (query-registry.test.ts).
 */
export type Query<T> = { readonly key: QueryKey; readonly fetch: (client: ApiClient) => Promise<T> };

/** A descriptor named `name`, keyed by `parts` (the path and arguments), fetched by `fetch`. */
export function query<T>(
  name: string,
  parts: readonly unknown[],
  fetch: (client: ApiClient) => Promise<T>,
): Query<T> {
  return { key: [name, ...parts], fetch };
}
