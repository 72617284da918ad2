import { createApiClient, type ApiClient } from '@stride/api';
import { useToast } from '@stride/ui';
import { useStore } from 'jotai';
import { createContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { backendAtom, type Backend } from './demo-atoms';
import { loadError } from './load-error';
import { returnToState } from './return-to';
import { jotaiSessionStore } from '../session/jotai-session-store';

export const ApiClientContext = createContext<ApiClient | null>(null);

/** The API host: a real one when VITE_API_URL is set, otherwise this origin (answered by the demo worker). */
const apiBaseUrl = import.meta.env.VITE_API_URL || '/';

/**
 * The client with every call held until the backend answers: demo mode renders before its MSW
 * worker is up, and a call sent earlier would reach no backend (ADR 0098).
 */
function afterBackend({ ready }: Backend, client: ApiClient): ApiClient {
  return {
    ...client,
    request: async (options) => {
      await ready();
      return client.request(options);
    },
    refreshSession: async () => {
      await ready();
      return client.refreshSession();
    },
  };
}

/**
 * Gives pages one api client bound to this jotai store. It lives inside the router so an expired
 * token can send the browser to the root page (docs/product/session.md), and inside the toasts for refresh
 * alerts. Login then returns to the page the session expired on, where its draft waits (ADR 0097).
 */
export function ApiClientProvider({ children }: { children: ReactNode }) {
  const store = useStore();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);
  const toast = useToast();
  const client = useMemo(
    () =>
      afterBackend(
        store.get(backendAtom),
        createApiClient({
          baseUrl: apiBaseUrl,
          session: jotaiSessionStore(store),
          onExpired: () => navigate('/', { replace: true, state: returnToState(here.current) }),
          onRefreshFailed: (error) =>
            toast.show({
              variant: 'error',
              title: 'Session refresh failed',
              ...loadError(error, 'The session could not be refreshed.'),
            }),
        }),
      ),
    [store, navigate, toast],
  );
  return <ApiClientContext value={client}>{children}</ApiClientContext>;
}
