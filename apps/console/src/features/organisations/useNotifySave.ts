import { useToast } from '@stride/ui';
import { useFailureToast } from '../../app/useFailureToast';

/**
 * Runs a save of an organisation tab: 'Saved' when it succeeds, the server's reason in an error
 * toast when it fails. Resolves to whether it succeeded; the tab keeps its draft either way.
 */
export function useNotifySave() {
  const toast = useToast();
  const saveFailed = useFailureToast();
  return async (save: () => Promise<unknown>): Promise<boolean> => {
    try {
      await save();
      toast.show({ variant: 'success', title: 'Success', message: 'Saved' });
      return true;
    } catch (failure) {
      saveFailed(failure);
      return false;
    }
  };
}
