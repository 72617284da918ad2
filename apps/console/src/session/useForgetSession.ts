import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useClearQueries } from '../app/AppProviders';
import { clearDraftsAtom } from '../drafts/editor-drafts';
import { clearSessionAtom } from './session-atoms';

/** Clears all local data of the session (session keys, editor drafts, cached answers) and shows Login. */
export function useForgetSession() {
  const clearSession = useSetAtom(clearSessionAtom);
  const clearDrafts = useSetAtom(clearDraftsAtom);
  const clearQueries = useClearQueries();
  const navigate = useNavigate();
  return useCallback(() => {
    clearSession();
    clearDrafts();
    void clearQueries(false);
    navigate('/', { replace: true });
  }, [clearSession, clearDrafts, clearQueries, navigate]);
}
