import type { ApiClient } from '../client/create-api-client';
import type { Query, QueryKey } from './query';

/** Every cached answer of one descriptor name (`xxxQuery` is named `xxx`): each page, each filter. */
export type QueryFamily = { readonly family: string };

/** A read a write changes: one descriptor's answer, or its whole family. */
export type Changed = Query<unknown> | QueryFamily;

/** A change to one cached answer, typed by its descriptor (made by `setQueryData`). */
export type QueryUpdate = { readonly key: QueryKey; readonly update: (current: unknown) => unknown };

/**
 * A write the console runs: the call, and the reads it changes, declared together beside the endpoint
 * function, so what a write refreshes is decided once (`xxxMutation` is named `xxx`;
 * mutation-registry.test.ts checks every name it changes).
 */
export type Mutation<R> = {
  readonly name: string;
  readonly run: (client: ApiClient) => Promise<R>;
  /** Fetched again once the server agreed. */
  readonly refreshes: readonly Changed[];
  /** Changed at once, and put back when the server refuses. */
  readonly optimistic: readonly QueryUpdate[];
  /** Changed once the server agreed (with its answer), without asking it again. */
  readonly updates: (answer: R) => readonly QueryUpdate[];
};

/** Every cached answer of the descriptor named `name`. */
export const family = (name: string): QueryFamily => ({ family: name });

/** The answer of `query` changed by `update`, whose type is the descriptor's own answer type. */
export function setQueryData<T>(
  query: Query<T>,
  update: (current: T | undefined) => T | undefined,
): QueryUpdate {
  return { key: query.key, update: update as (current: unknown) => unknown };
}

/** A write named `name`, running `run`, that changes the reads it names. */
export function mutation<R>(
  name: string,
  run: (client: ApiClient) => Promise<R>,
  changes: Partial<Pick<Mutation<R>, 'refreshes' | 'optimistic' | 'updates'>>,
): Mutation<R> {
  return { name, run, refreshes: [], optimistic: [], updates: () => [], ...changes };
}
