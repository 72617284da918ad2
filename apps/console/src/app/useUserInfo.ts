import { isApiError, isUnauthorised, refreshAdminQuery } from '@stride/api';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from './useQuery';
import { adoptServerUserAtom, clearSessionAtom, userAtom } from '../session/session-atoms';

/** A refusal of who the admin is (401, or 403: the token names no admin allowed in): the session ends. */
export const endsTheSession = (error: unknown) =>
  isUnauthorised(error) || (isApiError(error) && error.kind === 'http' && error.status === 403);

/**
 * The signed-in admin as the server sees it now; its answer confirms the admin for this visit and
 * replaces the stored admin (role, organisation, settings); a 401 or 403 ends the session and goes to
 * Login (docs/product/session.md).
 */
export function useUserInfo(signedIn: boolean) {
  const clearSession = useSetAtom(clearSessionAtom);
  const adoptServerUser = useSetAtom(adoptServerUserAtom);
  const storedUser = useAtomValue(userAtom);
  const navigate = useNavigate();
  const answer = useQuery(signedIn ? refreshAdminQuery() : null, {
    onError: (error) => {
      if (!endsTheSession(error)) return;
      clearSession();
      navigate('/', { replace: true });
    },
  });
  const serverUser = answer.data?.user;
  // Also when the stored admin is edited later in the visit: the server's answer is put back.
  useEffect(() => {
    if (serverUser) adoptServerUser(serverUser);
  }, [serverUser, storedUser, adoptServerUser]);
  return answer;
}
