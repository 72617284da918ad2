import { useEffect } from 'react';
import { useApiClient } from '../../app/useApiClient';
import { announceLogout } from '../../session/logout-elsewhere';
import { revokePathFor, revokeThenForget } from '../../session/revoke-on-logout';
import { useForgetSession } from '../../session/useForgetSession';

const revokePath = revokePathFor(import.meta.env);

/**
 * /logout: asks the server to revoke the token where a revoke endpoint is configured (ADR 0106),
 * then clears all local data (session, editor drafts and cached answers), logs out the console's
 * other tabs and returns to Login.
 */
export function LogoutRoute() {
  const forgetSession = useForgetSession();
  const client = useApiClient();
  useEffect(() => {
    void revokeThenForget(client, revokePath, () => {
      forgetSession();
      announceLogout();
    });
  }, [client, forgetSession]);
  return null;
}
