import { isApiError } from '@stride/api';
import { useToast } from '@stride/ui';

/** An error toast with the server's reason for a failed save. */
export function useSaveFailedToast() {
  const toast = useToast();
  return (failure: unknown) => toast.show({ variant: 'error', title: 'Error', message: isApiError(failure) ? failure.message : String(failure) });
}

/**
 * Runs a save of an organisation tab: 'Saved' when it succeeds, the server's reason in an error
 * toast when it fails. Resolves to whether it succeeded; the tab keeps its draft either way.
 */
export function useNotifySave() {
  const toast = useToast();
  const saveFailed = useSaveFailedToast();
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
