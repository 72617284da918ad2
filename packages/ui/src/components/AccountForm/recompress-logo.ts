import { logoOutputType, logoQuality, logoSize } from '@stride/domain';

/**
 * Redraws a chosen logo in the browser before upload (spec 1 §5, §9): at most 1200 px high,
 * proportions kept, encoded at quality 0.9 (JPEG and WebP; PNG and GIF become PNG).
 */
export async function recompressLogo(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const { width, height } = logoSize(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot redraw pictures');
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be encoded'))), logoOutputType(file.name), logoQuality);
  });
}
