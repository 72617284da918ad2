import { createStore } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { backendAtom, demoAccountsAtom } from './app/demo-atoms';
import { routes } from './app/routes';
import { demoAccounts } from './demo/demo-accounts';
import { sessionStorageKeys } from './session/session-atoms';

async function boot() {
  const store = createStore();
  // Demo mode unless a real API host is configured; then this branch and all mock code are dropped.
  // The accounts list (a few lines) shows with the form; the backend (MSW and the seeded dataset)
  // starts when first needed, and the api client holds every call until it answers (ADR 0098).
  if (!import.meta.env.VITE_API_URL) {
    store.set(demoAccountsAtom, demoAccounts);
    let started: Promise<void> | undefined;
    const ready = () =>
      (started ??= import('./demo/start-demo')
        .then(({ startDemo }) => startDemo())
        // Calls then reach the host serving the console and fail as they would without a backend.
        .catch((cause: unknown) => console.error('The demo backend did not start', cause)));
    const reset = async () => {
      await ready();
      await (await import('./demo/start-demo')).resetDemo();
    };
    store.set(backendAtom, { ready, reset });
  }
  // Only a visitor with a stored session waits for its check (and zod); a signed-out one sees Login at once.
  if (localStorage.getItem(sessionStorageKeys.user) !== null)
    (await import('./session/stored-session')).forgetUnparsableSession();
  const router = createBrowserRouter(routes);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void boot();
