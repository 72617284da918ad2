import { isApiError } from '@stride/api';
import { useToast } from '@stride/ui';

/** An error toast with the server's reason (the spec's "alert of the error"). */
export function useFailureToast() {
  const toast = useToast();
  return (failure: unknown, title = 'Error') =>
    toast.show({ variant: 'error', title, message: isApiError(failure) ? failure.message : String(failure) });
}
