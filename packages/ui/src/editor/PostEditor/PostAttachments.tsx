import { checkAttachments, isPdf, postPictureLimits } from '@stride/domain';
import { useId, useRef, useState } from 'react';
import { factsOf } from '../../files/picked-file';
import { downscalePicture } from '../../pictures/downscale-picture';
import { FileInput } from '../../components/form-layout.styles';
import { Button } from '../../primitives/Button/Button';
import { FieldError, FieldLabel } from '../../primitives/TextField/TextField.styles';
import { UserText } from '../../primitives/UserText/UserText';
import { FileName, Fieldset, Note, Row } from './PostEditor.styles';

export type PostAttachmentsProps = {
  /** Addresses of the attached files. */
  images: readonly string[];
  /**
   * Changes the list: `change` is given the list as it is at that moment (uploads finish in any order, and
   * one can finish before the list another changed is drawn again) and answers the new one.
   */
  onImagesChange: (change: (images: readonly string[]) => string[]) => void;
  /** Uploads one file (a redrawn picture or a pdf as chosen); resolves with its address. */
  onUpload: (file: Blob, fileName: string) => Promise<string>;
  /** Told how many uploads are running, so sending can ask first. */
  onUploadingChange: (count: number) => void;
};

/** A pdf's file name, whole (a long one wraps in the list). */
const nameOf = (url: string) => {
  const last = url.split('?')[0]?.split('/').pop() ?? url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
};

/**
 * Pictures and pdfs of a post (docs/product/notices.md): at most 10; jpg, gif, png, jpeg, webp or pdf; about
 * 100 MB each; pictures are redrawn at most 1400 px high at quality 0.95 before they are uploaded.
 */
export function PostAttachments({
  images,
  onImagesChange,
  onUpload,
  onUploadingChange,
}: PostAttachmentsProps) {
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(0);
  const running = useRef(0);

  function track(change: number) {
    running.current += change;
    setUploading(running.current);
    onUploadingChange(running.current);
  }

  async function upload(file: File) {
    track(1);
    try {
      const { image, fileName } = isPdf(file.name)
        ? { image: file, fileName: file.name }
        : await downscalePicture(file, postPictureLimits);
      const url = await onUpload(image, fileName);
      onImagesChange((current) => [...current, url]);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The file could not be uploaded');
    } finally {
      track(-1);
    }
  }

  async function choose(files: File[]) {
    const check = checkAttachments(images.length + uploading, await Promise.all(files.map(factsOf)));
    if (!check.ok) {
      setError(check.message);
      return;
    }
    setError(null);
    for (const file of files) void upload(file);
  }

  return (
    <Fieldset>
      <legend>Images and documents</legend>
      <FieldLabel htmlFor={inputId}>Add images or pdfs</FieldLabel>
      <FileInput
        id={inputId}
        type="file"
        multiple
        accept=".jpg,.jpeg,.png,.gif,.webp,.pdf"
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          void choose([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      {error ? <FieldError role="alert">{error}</FieldError> : null}
      {uploading ? (
        <Note role="status">
          Uploading {uploading} file{uploading > 1 ? 's' : ''}…
        </Note>
      ) : null}
      {images.length ? (
        <ul aria-label="Attached files">
          {images.map((url, index) => (
            <li key={url}>
              <Row>
                <FileName>
                  <UserText>{url.includes('pdf') ? nameOf(url) : `Picture ${index + 1}`}</UserText>
                </FileName>
                <Button
                  type="button"
                  variant="ghost"
                  size="small"
                  aria-label={`Remove attachment ${index + 1}`}
                  onClick={() => onImagesChange((current) => current.filter((entry) => entry !== url))}
                >
                  Remove
                </Button>
              </Row>
            </li>
          ))}
        </ul>
      ) : null}
    </Fieldset>
  );
}
