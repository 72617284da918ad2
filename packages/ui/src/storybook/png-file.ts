/** For stories: a real PNG of `width` × `height` pixels, drawn on a canvas in the browser. */
export async function pngFile(name: string, width = 40, height = 40): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.fillRect(0, 0, width, height);
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((made) => (made ? resolve(made) : reject(new Error('No PNG'))), 'image/png'),
  );
  return new File([blob], name, { type: 'image/png' });
}
