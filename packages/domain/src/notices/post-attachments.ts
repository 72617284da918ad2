import {
  checkFile,
  extensionOf,
  maxUploadBytes,
  type FileCheck,
  type FileFacts,
  type FileRule,
} from '../files/file-check';

/**
 * Post attachments (docs/product/notices.md): at most 10 per post; jpg, gif, png, jpeg, webp and pdf;
 * about 100 MB each; pictures redrawn at most 1400 px high at quality 0.95 (pdfs are sent as they are).
 */
const postAttachmentExtensions = ['jpg', 'gif', 'png', 'jpeg', 'webp', 'pdf'] as const;
const maxPostAttachments = 10;
export const maxPostAttachmentBytes = maxUploadBytes;
export const postPictureLimits = { maxHeight: 1400, quality: 0.95 } as const;

export const attachmentMessages = {
  tooMany: 'Maximum of 10 images are allowed per post',
  unsupported: 'Unsupported file type',
  tooLarge: 'The file is larger than 100 MB',
} as const;

export const isPdf = (name: string) => extensionOf(name) === 'pdf';
export const isPostAttachment = (name: string) =>
  (postAttachmentExtensions as readonly string[]).includes(extensionOf(name));

/** The upload check of one attachment (ADR 0094): extension and bytes agree, not empty, at most 100 MB. */
export const postAttachmentRule: FileRule = {
  extensions: postAttachmentExtensions,
  wrongType: attachmentMessages.unsupported,
  tooLarge: attachmentMessages.tooLarge,
};

/**
 * Which of the chosen files may be attached to a post that already has `attached` files: the
 * first error stops the choice (nothing is attached), so what was chosen is never half-taken.
 */
export function checkAttachments(attached: number, files: readonly FileFacts[]): FileCheck {
  if (attached + files.length > maxPostAttachments) return { ok: false, message: attachmentMessages.tooMany };
  return files.map((file) => checkFile(file, postAttachmentRule)).find((check) => !check.ok) ?? { ok: true };
}
