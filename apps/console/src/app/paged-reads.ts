/**
 * The paged reads on screen, per SWR cache, by descriptor name: a write that changes a whole family
 * (app/useMutation.ts) reads their pages again too, as SWR's own refresh of a family passes them by.
 * `useInfiniteQuery` (app/useQuery.ts) enters its read here while it is on screen. Kept apart from both
 * hooks so that a write, which the first screen's code needs, does not bring the paged reads' code
 * (swr/infinite) into the login route's JS.
 */
const pagedReads = new WeakMap<object, Map<string, Set<() => Promise<unknown>>>>();

/** The refreshes of the paged reads of family `name` on screen. */
export function pagedReadsOf(cache: object, name: string): (() => Promise<unknown>)[] {
  return [...(pagedReads.get(cache)?.get(name) ?? [])];
}

/** Enters `refresh` as a paged read of family `name`; the function returned takes it out again. */
export function enterPagedRead(cache: object, name: string, refresh: () => Promise<unknown>): () => void {
  const byName = pagedReads.get(cache) ?? new Map<string, Set<() => Promise<unknown>>>();
  pagedReads.set(cache, byName);
  const refreshes = byName.get(name) ?? new Set();
  byName.set(name, refreshes);
  refreshes.add(refresh);
  return () => void refreshes.delete(refresh);
}
