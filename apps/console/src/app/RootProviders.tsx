import { Outlet } from 'react-router-dom';
import { ApiClientProvider } from './ApiClientProvider';

/** The root route: everything below shares one api client that can navigate. */
export function RootProviders() {
  return (
    <ApiClientProvider>
      <Outlet />
    </ApiClientProvider>
  );
}
