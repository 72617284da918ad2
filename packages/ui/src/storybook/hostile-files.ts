import { fileMessages, maxUploadBytes, type FileRule } from '@stride/domain';
import { expect, fireEvent, waitFor, within } from 'storybook/test';

/** The first bytes of a real file of each kind the console accepts. */
const realHeads: Record<string, number[]> = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37],
  csv: [...'mode,count\n'].map((character) => character.charCodeAt(0)),
};

/** A file that starts like a real `extension` file but claims to be one byte over the upload limit. */
function oversized(extension: string): File {
  const file = new File([new Uint8Array(realHeads[extension]!)], `huge.${extension}`);
  Object.defineProperty(file, 'size', { value: maxUploadBytes + 1 });
  return file;
}

/** What a renamed file really is: a web page (for binary kinds), a spreadsheet archive (for text kinds). */
const renamedContent = (extension: string) =>
  extension === 'csv'
    ? new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00])
    : '<html><script>window.hostile = 1</script></html>';

/**
 * The four files no upload may take, in an order where each message differs from the one before:
 * another kind of file renamed to `.extension`, an empty file, an oversized one, and a program.
 */
export function hostileFiles(
  extension: 'png' | 'pdf' | 'csv',
  rule: FileRule,
): Array<{ file: File; message: string }> {
  return [
    { file: new File([renamedContent(extension)], `renamed.${extension}`), message: rule.wrongType },
    { file: new File([], `empty.${extension}`), message: fileMessages.empty },
    { file: oversized(extension), message: rule.tooLarge ?? fileMessages.tooLarge },
    { file: new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00])], 'setup.exe'), message: rule.wrongType },
  ];
}

/**
 * Chooses each hostile file in `input` (as a file dialog set to "All files" would let through) and
 * expects its message in an alert inside `container`; `uploaded` must never have been called.
 */
export async function expectHostileFilesRefused(
  input: HTMLElement,
  container: HTMLElement,
  files: Array<{ file: File; message: string }>,
  uploaded: unknown,
) {
  for (const { file, message } of files) {
    await fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(within(container).getByRole('alert')).toHaveTextContent(message));
  }
  await expect(uploaded).not.toHaveBeenCalled();
}
