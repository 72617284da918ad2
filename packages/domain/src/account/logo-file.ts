/** Spec 1 §5, §9: logo pictures, their limits and the message for anything else. */
export const logoExtensions = ['gif', 'jpg', 'jpeg', 'png', 'webp'] as const;
export const logoMaxHeight = 1200;
export const logoQuality = 0.9;
export const notAPictureMessage = 'Your choice is not a picture';

/** Whether a chosen file may be a logo: its name ends in gif, jpg, jpeg, png or webp (any case). */
export function isLogoFileName(fileName: string): boolean {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  return fileName.includes('.') && (logoExtensions as readonly string[]).includes(extension);
}

/** The size a logo is redrawn at: no taller than 1200 px, proportions kept, never enlarged. */
export function logoSize(width: number, height: number): { width: number; height: number } {
  if (height <= logoMaxHeight) return { width, height };
  return { width: Math.max(1, Math.round((width * logoMaxHeight) / height)), height: logoMaxHeight };
}

/**
 * The picture type a logo is re-encoded as: JPEG and WebP keep their type (quality 0.9 applies);
 * PNG and GIF become PNG, which keeps transparency (browsers cannot encode GIF).
 */
export function logoOutputType(fileName: string): 'image/jpeg' | 'image/webp' | 'image/png' {
  const extension = fileName.split('.').pop()?.toLowerCase();
  if (extension === 'jpg' || extension === 'jpeg') return 'image/jpeg';
  if (extension === 'webp') return 'image/webp';
  return 'image/png';
}
