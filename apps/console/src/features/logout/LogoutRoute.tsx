import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { clearSessionAtom } from '../../session/session-atoms';
import { postDraftAtom } from '../noticeboard/post-draft';

/** /logout: clears all local data (session, post draft and cached answers) and returns to Login. */
export function LogoutRoute() {
  const clearSession = useSetAtom(clearSessionAtom);
  const clearPostDraft = useSetAtom(postDraftAtom);
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  useEffect(() => {
    clearSession();
    clearPostDraft(null);
    void mutate(() => true, undefined, { revalidate: false });
    navigate('/', { replace: true });
  }, [clearSession, clearPostDraft, mutate, navigate]);
  return null;
}
