import { isPicture, notAPictureMessage, pictureExtensions } from '@stride/domain';
import { useId, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { FieldError, FieldLabel } from '../../primitives/TextField/TextField.styles';
import { Spinner } from '../../primitives/Spinner/Spinner';
import { downscalePicture } from '../../pictures/downscale-picture';

export type LogoUploadProps = {
  /** The current logo's address ('' for none). */
  value: string;
  /** Called with the uploaded logo's address. */
  onValueChange: (url: string) => void;
  /** Uploads the recompressed picture and resolves with its address. */
  onUpload: (logo: Blob, fileName: string) => Promise<string>;
};

const uploadFailedMessage = 'The logo could not be uploaded. Try again.';

const Root = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  img {
    width: ${({ theme }) => theme.size['logo-preview']};
    height: ${({ theme }) => theme.size['logo-preview']};
    object-fit: contain;
    border: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.default};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  input { font: inherit; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const accept = pictureExtensions.map((extension) => `.${extension}`).join(',');

/** The account logo: a preview and a file input; a picture is recompressed, then uploaded. */
export function LogoUpload({ value, onValueChange, onUpload }: LogoUploadProps) {
  const inputId = useId();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isPicture(file.name)) {
      setError(notAPictureMessage);
      return;
    }
    setError(null);
    setUploading(true);
    try {
      onValueChange(await onUpload((await downscalePicture(file)).image, file.name));
    } catch {
      setError(uploadFailedMessage);
    } finally {
      setUploading(false);
    }
  }

  return (
    <Root>
      {value ? <img src={value} alt="Current logo" /> : null}
      <Column>
        <FieldLabel htmlFor={inputId}>Logo</FieldLabel>
        <input
          id={inputId}
          type="file"
          accept={accept}
          onChange={choose}
          disabled={uploading}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {uploading ? <Spinner size="small" label="Uploading the logo" /> : null}
        {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      </Column>
    </Root>
  );
}
