import { uploadImageMutation, type ImageUploadTarget } from '@stride/api';
import { ImagePicker } from '@stride/ui';
import styled from 'styled-components';
import { useMutation } from '../../app/useMutation';
import { useNotifySave } from './useNotifySave';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xl};
`;

export type RecordImage = { label: string; target: ImageUploadTarget; url: string | null | undefined };

/**
 * The logo and front image pickers of a saved organisation or council (docs/product/organisations.md): each
 * picked picture is uploaded at once, then the record is read again to show it (uploadImageMutation).
 */
export function RecordImages({ images }: { images: readonly RecordImage[] }) {
  const write = useMutation();
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
              await write(uploadImageMutation(target, image, fileName));
            });
          }}
        />
      ))}
    </Row>
  );
}
