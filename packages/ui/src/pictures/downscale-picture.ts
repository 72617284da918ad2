import { downscaledSize, pictureLimits, pictureOutput } from '@stride/domain';

/**
 * Redraws a chosen picture in the browser before upload: at most `limits.maxHeight` high,
 * proportions kept, encoded at `limits.quality` (JPEG and WebP; PNG and GIF become PNG). Logos and
 * organisation images use 1200 px at 0.9 (docs/product/account.md and docs/product/organisations.md); post
 * pictures 1400 px at 0.95. Resolves to the new picture and its file name; rejects when the browser cannot
 * read the file as a picture.
 */
export async function downscalePicture(
  file: File,
  limits: { maxHeight: number; quality: number } = pictureLimits,
): Promise<{ image: Blob; fileName: string }> {
  const bitmap = await createImageBitmap(file);
  const { width, height } = downscaledSize(bitmap.width, bitmap.height, limits.maxHeight);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot redraw pictures');
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const output = pictureOutput(file.name);
  const image = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be encoded'))),
      output.type,
      limits.quality,
    ),
  );
  return { image, fileName: `${file.name.replace(/\.[^.]+$/, '')}.${output.extension}` };
}
