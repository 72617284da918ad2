/** Spec 3 §5 Images: logo and front image uploads accept these extensions only. */
export const pictureExtensions = ['gif', 'jpg', 'jpeg', 'png', 'webp'] as const;

/** Spec 3 §8: the message for any other file. */
export const notAPictureMessage = 'Your choice is not a picture';

/** Spec 3 §5, §9: logo images are downscaled to at most 1200 high at quality 0.9. */
export const logoImageLimits = { maxHeight: 1200, quality: 0.9 } as const;

/** Whether a file name has one of the picture extensions (case-blind). */
export function isPicture(fileName: string): boolean {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  return fileName.includes('.') && (pictureExtensions as readonly string[]).includes(extension);
}

/** The size an image is drawn at: at most `maxHeight` high, same proportions, never enlarged. */
export function downscaledSize(width: number, height: number, maxHeight: number = logoImageLimits.maxHeight): { width: number; height: number } {
  if (height <= maxHeight) return { width, height };
  return { width: Math.round((width * maxHeight) / height), height: maxHeight };
}
