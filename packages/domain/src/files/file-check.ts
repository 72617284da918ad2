/**
 * The one check every file input runs before anything is uploaded (ADR 0094): the name's extension,
 * the file's first bytes (a renamed file is caught by what it is, not what it is called), its size,
 * and an empty file. Each rule names the message the spec gives, or the console's own where the spec
 * is silent.
 */

/** What a file kind's content starts with; `at` is the byte offset of `bytes`. */
type Signature = { at: number; bytes: readonly number[] };

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** Magic numbers of the kinds the console accepts. */
const signatures: Record<string, readonly (readonly Signature[])[]> = {
  png: [[{ at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }]],
  jpg: [[{ at: 0, bytes: [0xff, 0xd8, 0xff] }]],
  gif: [[{ at: 0, bytes: ascii('GIF87a') }], [{ at: 0, bytes: ascii('GIF89a') }]],
  webp: [
    [
      { at: 0, bytes: ascii('RIFF') },
      { at: 8, bytes: ascii('WEBP') },
    ],
  ],
  pdf: [[{ at: 0, bytes: ascii('%PDF') }]],
};
signatures.jpeg = signatures.jpg!;

/** How many leading bytes `checkFile` needs to see. */
export const fileHeadBytes = 16;

/** The size limit of every upload: the spec's "about 100 MB" for post files (docs/product/notices.md), kept for all. */
export const maxUploadBytes = 100 * 1024 * 1024;

export const fileMessages = {
  empty: 'The file is empty',
  tooLarge: 'The file is larger than 100 MB',
  notACsv: 'Your choice is not a CSV file',
} as const;

export type FileRule = {
  /** Extensions allowed, lower case, without the dot. */
  extensions: readonly string[];
  /** Shown for a wrong extension, or content that is not what the extension says. */
  wrongType: string;
  /** @default maxUploadBytes */
  maxBytes?: number;
  /** Shown for a file over `maxBytes`. @default fileMessages.tooLarge */
  tooLarge?: string;
};

export type FileFacts = {
  name: string;
  size: number;
  /** The first `fileHeadBytes` bytes (fewer for a shorter file). */ head: Uint8Array;
};
export type FileCheck = { ok: true } | { ok: false; message: string };

export const extensionOf = (name: string) =>
  name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '';

const matches = (head: Uint8Array, signature: readonly Signature[]) =>
  signature.every(({ at, bytes }) => bytes.every((byte, index) => head[at + index] === byte));

/** Text such as CSV has no magic number: it is text when its first bytes hold no NUL and no other binary control byte. */
const looksLikeText = (head: Uint8Array) =>
  head.every((byte) => byte >= 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d);

/** Whether `file` may be uploaded under `rule`: the first failure's message, in the order type, empty, size. */
export function checkFile(file: FileFacts, rule: FileRule): FileCheck {
  const extension = extensionOf(file.name);
  if (!rule.extensions.includes(extension)) return { ok: false, message: rule.wrongType };
  if (file.size === 0) return { ok: false, message: fileMessages.empty };
  const known = signatures[extension];
  const contentFits = known
    ? known.some((signature) => matches(file.head, signature))
    : looksLikeText(file.head);
  if (!contentFits) return { ok: false, message: rule.wrongType };
  if (file.size > (rule.maxBytes ?? maxUploadBytes))
    return { ok: false, message: rule.tooLarge ?? fileMessages.tooLarge };
  return { ok: true };
}

/** CSV uploads (ML data, step data, survey CSVs): the product names no message; the console's own (ADR 0094). */
export const csvFileRule: FileRule = { extensions: ['csv'], wrongType: fileMessages.notACsv };
