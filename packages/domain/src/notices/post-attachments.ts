/**
 * Post attachments (spec 3 §5, §9): at most 10 per post; jpg, gif, png, jpeg, webp and pdf;
 * about 100 MB each; pictures redrawn at most 1400 px high at quality 0.95 (pdfs are sent as they are).
 */
export const postAttachmentExtensions = ['jpg', 'gif', 'png', 'jpeg', 'webp', 'pdf'] as const;
export const maxPostAttachments = 10;
export const maxPostAttachmentBytes = 100 * 1024 * 1024;
export const postPictureLimits = { maxHeight: 1400, quality: 0.95 } as const;

export const attachmentMessages = {
  tooMany: 'Maximum of 10 images are allowed per post',
  unsupported: 'Unsupported file type',
  tooLarge: 'The file is larger than 100 MB',
} as const;

const extensionOf = (name: string) => (name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '');

export const isPdf = (name: string) => extensionOf(name) === 'pdf';
export const isPostAttachment = (name: string) => (postAttachmentExtensions as readonly string[]).includes(extensionOf(name));

/**
 * Which of the chosen files may be attached to a post that already has `attached` files: the
 * first error stops the choice (nothing is attached), so what was chosen is never half-taken.
 */
export function checkAttachments(attached: number, files: readonly { name: string; size: number }[]): { ok: true } | { ok: false; message: string } {
  if (attached + files.length > maxPostAttachments) return { ok: false, message: attachmentMessages.tooMany };
  if (files.some((file) => !isPostAttachment(file.name))) return { ok: false, message: attachmentMessages.unsupported };
  if (files.some((file) => file.size > maxPostAttachmentBytes)) return { ok: false, message: attachmentMessages.tooLarge };
  return { ok: true };
}
