import { pictureExtensions, pictureFileRule } from '@stride/domain';
import { useId, useState } from 'react';
import type { ChangeEvent, ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { Spinner } from '../../primitives/Spinner/Spinner';
import { FileInput } from '../form-layout.styles';
import { Picture } from '../../primitives/Picture/Picture';
import {
  FieldDescription,
  FieldError,
  FieldLabel,
  FieldRoot,
} from '../../primitives/TextField/TextField.styles';
import { checkPickedFile } from '../../files/picked-file';
import { downscalePicture } from '../../pictures/downscale-picture';

export type ImagePickerProps = {
  /** The visible label ('Logo', 'Front image'), also the file input's name. */
  label: string;
  /** Called with the downscaled picture; the picker shows it is working until the promise settles. */
  onPick: (image: Blob, fileName: string) => void | Promise<void>;
  /**
   * The current image, shown as a preview.
   * @default undefined
   */
  imageUrl?: string | null;
  /**
   * Shown under the input when `onPick` rejects; without it the caller reports the failure (a toast).
   * @default undefined
   */
  pickFailedMessage?: string;
} & Omit<ComponentPropsWithoutRef<'div'>, 'onChange'>;

const Preview = styled(Picture)`
  display: block;
  max-width: calc(${({ theme }) => theme.size['field-max']} / 2);
  max-height: calc(${({ theme }) => theme.size.control.large} * 2);
  object-fit: contain;
  border: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const accept = pictureExtensions.map((extension) => `.${extension}`).join(',');
const resizeFailedMessage = 'The image could not be resized.';

/**
 * A logo or front image picker (docs/product/organisations.md): gif, jpg, jpeg, png and webp only ('Your
 * choice is not a picture'), checked by content, size and emptiness too (ADR 0094), downscaled to 1200 high
 * at quality 0.9 before `onPick`.
 */
export function ImagePicker({ label, onPick, imageUrl, pickFailedMessage, ...rest }: ImagePickerProps) {
  const id = useId();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // Wrong type, a renamed file, an empty or oversized one: the message, and no upload (ADR 0094).
    const check = await checkPickedFile(file, pictureFileRule);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const downscaled = await downscalePicture(file).catch(() => null);
      if (!downscaled) {
        setError(resizeFailedMessage);
        return;
      }
      await Promise.resolve(onPick(downscaled.image, downscaled.fileName)).catch(() =>
        setError(pickFailedMessage),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <FieldRoot {...rest}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <FieldDescription id={`${id}-hint`}>gif, jpg, jpeg, png or webp</FieldDescription>
      {imageUrl ? <Preview src={imageUrl} alt={`${label} preview`} /> : null}
      <FileInput
        id={id}
        type="file"
        accept={accept}
        disabled={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? `${id}-error` : '', `${id}-hint`].filter(Boolean).join(' ')}
        onChange={(event) => void pick(event)}
      />
      {busy && <Spinner label={`Uploading ${label}`} />}
      {error && (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      )}
    </FieldRoot>
  );
}
