import { Outlet } from 'react-router-dom';
import { useLogoutElsewhere } from '../session/logout-elsewhere';
import { useForgetSession } from '../session/useForgetSession';
import { ApiClientProvider } from './ApiClientProvider';

/** The root route: everything below shares one api client that can navigate; logout in another tab logs out this one. */
export function RootProviders() {
  useLogoutElsewhere(useForgetSession());
  return (
    <ApiClientProvider>
      <Outlet />
    </ApiClientProvider>
  );
}
