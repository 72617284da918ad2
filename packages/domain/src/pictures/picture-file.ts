import type { FileRule } from '../files/file-check';

/**
 * Pictures an admin uploads: the account logo (docs/product/account.md) and organisation or council logos
 * and front images (docs/product/organisations.md) share the rules: these extensions only, else the message;
 * redrawn at most 1200 px high at quality 0.9 before upload.
 */
export const pictureExtensions = ['gif', 'jpg', 'jpeg', 'png', 'webp'] as const;
export const notAPictureMessage = 'Your choice is not a picture';
export const pictureLimits = { maxHeight: 1200, quality: 0.9 } as const;

/** Whether a file name ends in gif, jpg, jpeg, png or webp (any case). */
export function isPicture(fileName: string): boolean {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  return fileName.includes('.') && (pictureExtensions as readonly string[]).includes(extension);
}

/** The size a picture is redrawn at: at most `maxHeight` high, proportions kept, never enlarged. */
export function downscaledSize(
  width: number,
  height: number,
  maxHeight: number = pictureLimits.maxHeight,
): { width: number; height: number } {
  if (height <= maxHeight) return { width, height };
  return { width: Math.max(1, Math.round((width * maxHeight) / height)), height: maxHeight };
}

/**
 * What a picture is re-encoded as: JPEG and WebP keep their type (quality applies); PNG, GIF and
 * anything else become PNG, which keeps transparency (browsers cannot encode GIF).
 */
export function pictureOutput(fileName: string): {
  type: 'image/jpeg' | 'image/webp' | 'image/png';
  extension: 'jpg' | 'webp' | 'png';
} {
  const extension = fileName.split('.').pop()?.toLowerCase();
  if (extension === 'jpg' || extension === 'jpeg') return { type: 'image/jpeg', extension: 'jpg' };
  if (extension === 'webp') return { type: 'image/webp', extension: 'webp' };
  return { type: 'image/png', extension: 'png' };
}

/** The upload check of a picture (ADR 0094): these extensions, picture bytes inside, not empty, at most 100 MB. */
export const pictureFileRule: FileRule = { extensions: pictureExtensions, wrongType: notAPictureMessage };
