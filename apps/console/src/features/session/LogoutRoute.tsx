import { useEffect } from 'react';
import { announceLogout } from '../../session/logout-elsewhere';
import { useForgetSession } from '../../session/useForgetSession';

/** /logout: clears all local data (session, editor drafts and cached answers), logs out the console's other tabs and returns to Login. */
export function LogoutRoute() {
  const forgetSession = useForgetSession();
  useEffect(() => {
    forgetSession();
    announceLogout();
  }, [forgetSession]);
  return null;
}
