import { isUnauthorised, refreshAdminQuery } from '@stride/api';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useQuery } from './useQuery';
import { clearSessionAtom } from '../session/session-atoms';

/** The signed-in admin as the server sees it now; a 401 ends the session and goes to Login (spec 1 §4). */
export function useUserInfo(signedIn: boolean) {
  const clearSession = useSetAtom(clearSessionAtom);
  const navigate = useNavigate();
  return useQuery(signedIn ? refreshAdminQuery() : null, {
    onError: (error) => {
      if (!isUnauthorised(error)) return;
      clearSession();
      navigate('/', { replace: true });
    },
  });
}
