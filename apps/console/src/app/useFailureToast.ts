import { useToast } from '@stride/ui';
import { loadError } from './load-error';

/**
 * An error toast with the server's reason (the spec's "alert of the error"): its human words, the
 * technical ones behind 'Technical details'.
 */
export function useFailureToast() {
  const toast = useToast();
  return (failure: unknown, title = 'Error') =>
    toast.show({ variant: 'error', title, ...loadError(failure, 'The change could not be saved.') });
}
