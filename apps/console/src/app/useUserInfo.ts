import { isUnauthorised, refreshAdminQuery } from '@stride/api';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from './useQuery';
import { adoptServerUserAtom, clearSessionAtom } from '../session/session-atoms';

/**
 * The signed-in admin as the server sees it now; its answer replaces the stored admin (role,
 * organisation, settings); a 401 ends the session and goes to Login (docs/product/session.md).
 */
export function useUserInfo(signedIn: boolean) {
  const clearSession = useSetAtom(clearSessionAtom);
  const adoptServerUser = useSetAtom(adoptServerUserAtom);
  const navigate = useNavigate();
  const answer = useQuery(signedIn ? refreshAdminQuery() : null, {
    onError: (error) => {
      if (!isUnauthorised(error)) return;
      clearSession();
      navigate('/', { replace: true });
    },
  });
  const serverUser = answer.data?.user;
  useEffect(() => {
    if (serverUser) adoptServerUser(serverUser);
  }, [serverUser, adoptServerUser]);
  return answer;
}
