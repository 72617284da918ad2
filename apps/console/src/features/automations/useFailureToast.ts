import { isApiError } from '@stride/api';
import { useToast } from '@stride/ui';

/** An error toast with the server's reason for a failed write ("other failures: not shown", spec 2 §8). */
export function useFailureToast() {
  const toast = useToast();
  return (failure: unknown) =>
    toast.show({
      variant: 'error',
      title: 'Error',
      message: isApiError(failure) ? failure.message : String(failure),
    });
}
