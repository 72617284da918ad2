import { saveCouncilBodyOf, saveCouncilMutation } from '@stride/api';
import { councilFormValuesOf, type CouncilFormValues } from '@stride/domain';
import { CouncilForm, ErrorState, Skeleton } from '@stride/ui';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { loadError } from '../../app/load-error';
import { RecordImages } from './RecordImages';
import { useCouncil } from './useOrganisationData';
import { useRecordEditor } from './useRecordEditor';
import { useMutation } from '../../app/useMutation';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;

/** /members/council/:council_id? (docs/product/organisations.md): the council form, new or editing. */
export function CouncilEditPage() {
  const { council_id: councilId = null } = useParams();
  const council = useCouncil(councilId);
  const write = useMutation();
  const editingId = council.data?.council.id;
  const editor = useRecordEditor<CouncilFormValues>({
    editor: 'council',
    routeId: councilId,
    editingId,
    loaded: council.data ? councilFormValuesOf(council.data.council) : undefined,
    save: (values) => write(saveCouncilMutation(saveCouncilBodyOf(values, editingId))),
    editPath: (id) => `/members/council/${id}`,
    // The new council's admin password is never written to local storage.
    keep: (values) => ({ ...values, password: '' }),
  });

  if (council.error)
    return (
      <ErrorState
        {...loadError(council.error, 'The council could not be loaded.')}
        onRetry={() => void council.refresh()}
      />
    );
  if (councilId !== null && !council.data) return <Skeleton lines={8} label="Loading council" />;

  const form = (
    <>
      <CouncilForm key={editor.key} editing={editingId !== undefined} {...editor.form} />
      {editor.guard}
    </>
  );
  if (editingId === undefined) return form;
  return (
    <Stack>
      <RecordImages
        images={[
          {
            label: 'Council logo',
            target: { owner: 'council_id', id: editingId, field: 'council_logo' },
            url: council.data?.council.logo_url,
          },
        ]}
      />
      {form}
    </Stack>
  );
}
