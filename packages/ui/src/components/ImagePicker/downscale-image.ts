import { downscaledSize, logoImageLimits } from '@stride/domain';

/** The encoding an image keeps: canvases cannot write GIF, so GIFs (and anything unknown) become PNG. */
const outputOf = (file: File) =>
  file.type === 'image/jpeg' ? { type: 'image/jpeg', extension: 'jpg' } : file.type === 'image/webp' ? { type: 'image/webp', extension: 'webp' } : { type: 'image/png', extension: 'png' };

/**
 * Spec 3 §5: a logo or front image is redrawn at most `maxHeight` high at `quality`. Resolves to
 * the new image and its file name; rejects when the browser cannot read the file as an image.
 */
export async function downscaleImage(file: File, { maxHeight, quality } = logoImageLimits): Promise<{ image: Blob; fileName: string }> {
  const bitmap = await createImageBitmap(file);
  const size = downscaledSize(bitmap.width, bitmap.height, maxHeight);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const output = outputOf(file);
  const image = await new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded'))), output.type, quality));
  return { image, fileName: `${file.name.replace(/\.[^.]+$/, '')}.${output.extension}` };
}
