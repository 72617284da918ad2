import { StrideProvider, ToastProvider } from '@stride/ui';
import { Provider as JotaiProvider, useStore, type createStore } from 'jotai';
import { useCallback, useEffect, type ReactNode } from 'react';
import { SWRConfig, useSWRConfig, type SWRConfiguration } from 'swr';
import { userAtom } from '../session/session-atoms';

export type AppProvidersProps = {
  /** The jotai store (one per app, a fresh one per story). */
  store: ReturnType<typeof createStore>;
  /** SWR options; stories pass a fresh cache provider. */
  swr?: SWRConfiguration;
  children: ReactNode;
};

const swrDefaults: SWRConfiguration = {
  revalidateOnFocus: false,
  // Failed calls show an error state with Retry; SWR need not hammer the server meanwhile.
  shouldRetryOnError: false,
};

/**
 * Drops every cached answer: the one clear, for a change of admin (below) or a forgotten session;
 * `revalidate` asks the server again for the reads on screen. It lives here, beside the cache, and not
 * with the writes (app/useMutation.ts), so the first screen's JS carries no api client for it.
 */
export function useClearQueries() {
  const { mutate } = useSWRConfig();
  return useCallback((revalidate: boolean) => mutate(() => true, undefined, { revalidate }), [mutate]);
}

/**
 * The server's answers belong to the admin they were asked for: when another admin signs in at this
 * browser (or the session ends), every cached answer is dropped, and an answer still on its way is
 * discarded when it arrives (SWR ignores a fetch that started before a mutation). Otherwise the next
 * admin would see the last one's lists, and their own details replaced by the last one's.
 */
function AnswersOfOneAdmin() {
  const store = useStore();
  const clear = useClearQueries();
  useEffect(() => {
    let signedIn = store.get(userAtom)?.id;
    return store.sub(userAtom, () => {
      const next = store.get(userAtom)?.id;
      if (next === signedIn) return;
      signedIn = next;
      // Signing in also forgets the requests still running for the last admin (SWR would hand their
      // answers to a page that asks within its deduping interval); signing out asks for nothing.
      void clear(next !== undefined);
    });
  }, [store, clear]);
  return null;
}

/** Theme, state, server cache and toasts: everything the router's pages rely on. */
export function AppProviders({ store, swr, children }: AppProvidersProps) {
  return (
    <StrideProvider>
      <JotaiProvider store={store}>
        <SWRConfig value={{ ...swrDefaults, ...swr }}>
          <AnswersOfOneAdmin />
          <ToastProvider>{children}</ToastProvider>
        </SWRConfig>
      </JotaiProvider>
    </StrideProvider>
  );
}
