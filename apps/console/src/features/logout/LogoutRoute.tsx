import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { clearSessionAtom } from '../../session/session-atoms';

/** /logout: clears all local data (session and cached answers) and returns to Login. */
export function LogoutRoute() {
  const clearSession = useSetAtom(clearSessionAtom);
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  useEffect(() => {
    clearSession();
    void mutate(() => true, undefined, { revalidate: false });
    navigate('/', { replace: true });
  }, [clearSession, mutate, navigate]);
  return null;
}
