import { deleteTravelFeatureMutation, saveTravelFeatureMutation } from '@stride/api';
import {
  travelDirectoryOwner,
  travelFeatureFormValuesOf,
  type TravelFeatureBlock,
  type TravelFeatureCategory,
  type TravelFeatureSave,
} from '@stride/domain';
import {
  Button,
  EmptyState,
  ErrorState,
  Modal,
  Skeleton,
  TravelDirectory,
  TravelFeatureForm,
  useToast,
} from '@stride/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { loadError } from '../../app/load-error';
import { PageStack } from '../../app/page-layout';
import { useFailureToast } from '../../app/useFailureToast';
import { sessionAtom } from '../../session/session-atoms';
import { useTravelDirectory } from './useTravelDirectory';
import { useMutation } from '../../app/useMutation';

const Stack = styled(PageStack)`
  h2 {
    margin: 0;
  }
`;

/** What the option modal edits: a new option of a category, or an own option. */
type Editing =
  { category: TravelFeatureCategory; block?: never } | { block: TravelFeatureBlock; category?: never };

/**
 * /members/travel_features/:type?/:id? (docs/product/travel-directory.md): the school admin's own directory,
 * or the one the super admin opened with Edit TD. Saves and deletes reload the directory.
 */
export function TravelDirectoryPage() {
  const session = useAtomValue(sessionAtom);
  const { type, id } = useParams();
  const owner = session ? travelDirectoryOwner(type, id, session) : null;
  const directory = useTravelDirectory(owner);
  const write = useMutation();
  const toast = useToast();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<Editing | null>(null);

  const failed = useFailureToast();

  if (!owner) {
    return (
      <EmptyState
        title="Choose a school or council"
        description="Open a travel directory with Edit TD in the Schools or Councils list."
        action={<Button onClick={() => navigate('/members/schools')}>Go to Schools</Button>}
      />
    );
  }
  if (directory.error)
    return (
      <ErrorState
        {...loadError(directory.error, 'The travel directory could not be loaded.')}
        onRetry={() => void directory.refresh()}
      />
    );
  if (!directory.data) return <Skeleton lines={6} label="Loading travel directory" />;

  const { data: categories, schools, councils } = directory.data;
  const ownerName = (owner.type === 'school' ? schools : councils).find((row) => row.id === owner.id)?.name;

  const save = async (option: TravelFeatureSave) => {
    try {
      await write(saveTravelFeatureMutation(owner, option));
      toast.show({ variant: 'success', title: 'Success', message: 'Saved' });
      setEditing(null);
    } catch (failure) {
      failed(failure);
    }
  };

  const remove = async (block: TravelFeatureBlock) => {
    try {
      await write(deleteTravelFeatureMutation(owner, block.id));
    } catch (failure) {
      failed(failure);
      throw failure;
    }
    toast.show({ variant: 'success', title: 'Success', message: 'Deleted!' });
  };

  return (
    <Stack>
      {ownerName && <h2>{ownerName}</h2>}
      <TravelDirectory
        categories={categories}
        onAdd={(category) => setEditing({ category })}
        onEdit={(block) => setEditing({ block })}
        onDelete={remove}
      />
      <Modal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        size="pupil"
        title={editing?.block ? 'Edit option' : 'New option'}
      >
        {editing && (
          <TravelFeatureForm
            categories={categories}
            optionId={editing.block?.id}
            defaultValues={
              editing.block
                ? travelFeatureFormValuesOf(editing.block)
                : { section_id: String(editing.category.id) }
            }
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}
