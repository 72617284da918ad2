import { describe, expect, it } from 'vitest';
import { downscaledSize } from '../pictures/picture-file';
import { checkAttachments, isPdf, maxPostAttachmentBytes, postPictureLimits } from './post-attachments';

describe('post attachments (docs/product/notices.md)', () => {
  /** The first bytes of a real file of each kind (a .exe gets a Windows program's). */
  const heads: Record<string, number[]> = {
    png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    jpg: [0xff, 0xd8, 0xff, 0xe0],
    gif: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
    webp: [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
    pdf: [0x25, 0x50, 0x44, 0x46, 0x2d],
    exe: [0x4d, 0x5a, 0x90, 0],
  };
  const kindOf = (name: string) => name.split('.').pop()!.toLowerCase().replace('jpeg', 'jpg');
  const file = (name: string, size = 1000, head = new Uint8Array(heads[kindOf(name)] ?? [])) => ({
    name,
    size,
    head,
  });

  // Rules: notices.limits.attachments, notices.post.images-max
  it('allows at most 10 attachments', () => {
    expect(checkAttachments(8, [file('a.png'), file('b.png')])).toEqual({ ok: true });
    expect(checkAttachments(9, [file('a.png'), file('b.png')])).toEqual({
      ok: false,
      message: 'Maximum of 10 images are allowed per post',
    });
  });

  // Rules: notices.post.images-types
  it('allows jpg, gif, png, jpeg, webp and pdf only', () => {
    expect(
      checkAttachments(
        0,
        ['a.JPG', 'b.gif', 'c.png', 'd.jpeg', 'e.webp', 'f.pdf'].map((name) => file(name)),
      ),
    ).toEqual({ ok: true });
    expect(checkAttachments(0, [file('a.png'), file('virus.exe')])).toEqual({
      ok: false,
      message: 'Unsupported file type',
    });
    expect(checkAttachments(0, [file('noextension')])).toEqual({
      ok: false,
      message: 'Unsupported file type',
    });
    expect(isPdf('Letter.PDF')).toBe(true);
  });

  it('refuses a renamed file and an empty one (ADR 0094)', () => {
    expect(checkAttachments(0, [file('photo.png', 1000, new Uint8Array(heads.exe!))])).toEqual({
      ok: false,
      message: 'Unsupported file type',
    });
    expect(checkAttachments(0, [file('a.png'), file('b.pdf', 0)])).toEqual({
      ok: false,
      message: 'The file is empty',
    });
  });

  // Rules: notices.limits.attachments, notices.post.images-size
  it('refuses a file above about 100 MB', () => {
    expect(checkAttachments(0, [file('a.png', maxPostAttachmentBytes)]).ok).toBe(true);
    expect(checkAttachments(0, [file('a.png', maxPostAttachmentBytes + 1)])).toEqual({
      ok: false,
      message: 'The file is larger than 100 MB',
    });
  });

  // Rules: notices.limits.attachments, notices.post.images-resize
  it('redraws post pictures at most 1400 high at 0.95', () => {
    expect(postPictureLimits).toEqual({ maxHeight: 1400, quality: 0.95 });
    expect(downscaledSize(2000, 2800, postPictureLimits.maxHeight)).toEqual({ width: 1000, height: 1400 });
    expect(downscaledSize(800, 600, postPictureLimits.maxHeight)).toEqual({ width: 800, height: 600 });
  });
});
