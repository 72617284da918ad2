import { StrideProvider, ToastProvider } from '@stride/ui';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';

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

/** Theme, state, server cache and toasts: everything the router's pages rely on. */
export function AppProviders({ store, swr, children }: AppProvidersProps) {
  return (
    <StrideProvider>
      <JotaiProvider store={store}>
        <SWRConfig value={{ ...swrDefaults, ...swr }}>
          <ToastProvider>{children}</ToastProvider>
        </SWRConfig>
      </JotaiProvider>
    </StrideProvider>
  );
}
