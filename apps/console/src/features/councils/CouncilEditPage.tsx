import { saveCouncil, saveCouncilBodyOf, councilsKey, isApiError } from '@stride/api';
import { councilFormValuesOf, type CouncilFormValues } from '@stride/domain';
import { CouncilForm, ErrorState, Skeleton, useToast } from '@stride/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { loadErrorMessage } from '../../app/load-error-message';
import { useApiClient } from '../../app/useApiClient';
import { useCouncil } from './useCouncils';

/** Spec 3 §8: a save whose answer has no id. */
const saveWithoutId = 'Errors';

/** /members/council/:council_id? (spec 3 §2): the council form, new or editing. */
export function CouncilEditPage() {
  const { council_id: councilId = null } = useParams();
  const council = useCouncil(councilId);
  const client = useApiClient();
  const toast = useToast();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [error, setError] = useState<string>();

  if (council.error) return <ErrorState message={loadErrorMessage(council.error, 'The council could not be loaded.')} onRetry={() => void council.mutate()} />;
  if (councilId !== null && !council.data) return <Skeleton lines={8} label="Loading council" />;

  const editingId = council.data?.council.id;
  const save = async (values: CouncilFormValues) => {
    setError(undefined);
    try {
      const { id } = await saveCouncil(client, saveCouncilBodyOf(values, editingId));
      if (!id) {
        setError(saveWithoutId);
        return;
      }
      toast.show({ variant: 'success', title: 'Success', message: 'Saved' });
      await mutate(councilsKey());
      if (editingId === undefined) navigate(`/members/council/${id}`, { replace: true });
      else await council.mutate();
    } catch (failure) {
      // The draft stays in the form; the server's reason is the error toast.
      toast.show({ variant: 'error', title: 'Error', message: isApiError(failure) ? failure.message : String(failure) });
    }
  };

  return (
    <CouncilForm
      key={councilId ?? 'new'}
      editing={editingId !== undefined}
      defaultValues={council.data ? councilFormValuesOf(council.data.council) : undefined}
      error={error}
      onSubmit={save}
    />
  );
}
