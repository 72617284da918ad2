import { useSetAtom, useStore } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useClearQueries } from '../app/AppProviders';
import { clearSessionAtom } from './session-atoms';

/** Clears all local data of the session (session keys, editor drafts, cached answers) and shows Login. */
export function useForgetSession() {
  const store = useStore();
  const clearSession = useSetAtom(clearSessionAtom);
  const clearQueries = useClearQueries();
  const navigate = useNavigate();
  return useCallback(() => {
    clearSession();
    // The drafts come with the editors, not with Login (whose first JS stays small): loaded already
    // when there is a draft to forget, so it goes before Login shows.
    void import('../drafts/editor-drafts').then((drafts) => store.set(drafts.clearDraftsAtom));
    void clearQueries(false);
    navigate('/', { replace: true });
  }, [store, clearSession, clearQueries, navigate]);
}
