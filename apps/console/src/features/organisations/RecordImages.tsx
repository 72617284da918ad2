import { uploadImage, type ImageUploadTarget } from '@stride/api';
import { ImagePicker } from '@stride/ui';
import styled from 'styled-components';
import { useApiClient } from '../../app/useApiClient';
import { useNotifySave } from './useNotifySave';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xl};
`;

export type RecordImage = { label: string; target: ImageUploadTarget; url: string | null | undefined };

/**
 * The logo and front image pickers of a saved organisation or council (docs/product/organisations.md): each
 * picked picture is uploaded at once, then `onUploaded` refreshes the record to show it.
 */
export function RecordImages({
  images,
  onUploaded,
}: {
  images: readonly RecordImage[];
  onUploaded: () => Promise<unknown>;
}) {
  const client = useApiClient();
  const notifySave = useNotifySave();
  return (
    <Row>
      {images.map(({ label, target, url }) => (
        <ImagePicker
          key={target.field}
          label={label}
          imageUrl={url}
          onPick={async (image, fileName) => {
            await notifySave(async () => {
              await uploadImage(client, target, image, fileName);
              await onUploaded();
            });
          }}
        />
      ))}
    </Row>
  );
}
