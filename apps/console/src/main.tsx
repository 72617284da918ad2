import { createStore } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { demoAccountsAtom } from './app/demo-atoms';
import { routes } from './app/routes';

async function boot() {
  const store = createStore();
  // Demo mode unless a real API host is configured; then this branch and all mock code are dropped.
  if (!import.meta.env.VITE_API_URL) {
    const { startDemo } = await import('./demo/start-demo');
    store.set(demoAccountsAtom, await startDemo());
  }
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
