import { describe, expect, it } from 'vitest';
import { pictureFileRule } from '../pictures/picture-file';
import { checkFile, csvFileRule, fileMessages, maxUploadBytes, type FileRule } from './file-check';

const bytes = (...values: Array<number | string>) =>
  new Uint8Array(
    values.flatMap((value) =>
      typeof value === 'string' ? [...value].map((character) => character.charCodeAt(0)) : [value],
    ),
  );

const heads = {
  png: bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13),
  jpg: bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 'JFIF'),
  gif: bytes('GIF89a', 1, 0),
  webp: bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '),
  pdf: bytes('%PDF-1.7', 0x0a),
  csv: bytes('mode,count\r\nCAR,3\n'),
  html: bytes('<html><script>'),
  zip: bytes('PK', 3, 4, 20, 0),
};

const file = (name: string, head: Uint8Array, size = 2048) => ({ name, size, head });
const attachments: FileRule = {
  extensions: ['jpg', 'gif', 'png', 'jpeg', 'webp', 'pdf'],
  wrongType: 'Unsupported file type',
};

describe('checkFile', () => {
  it.each([
    ['logo.png', heads.png],
    ['photo.JPG', heads.jpg],
    ['photo.jpeg', heads.jpg],
    ['wave.gif', heads.gif],
    ['banner.webp', heads.webp],
  ])('accepts a real picture %s', (name, head) => {
    expect(checkFile(file(name, head), pictureFileRule)).toEqual({ ok: true });
  });

  it('refuses a wrong extension with the rule message', () => {
    expect(checkFile(file('notes.txt', heads.csv), pictureFileRule)).toEqual({
      ok: false,
      message: 'Your choice is not a picture',
    });
    expect(checkFile(file('no-extension', heads.png), pictureFileRule)).toEqual({
      ok: false,
      message: 'Your choice is not a picture',
    });
    expect(checkFile(file('data.xlsx', heads.zip), csvFileRule)).toEqual({
      ok: false,
      message: fileMessages.notACsv,
    });
  });

  it('refuses a renamed file by its bytes: a page or an archive called .png, a jpeg called .png', () => {
    expect(checkFile(file('logo.png', heads.html), pictureFileRule)).toEqual({
      ok: false,
      message: 'Your choice is not a picture',
    });
    expect(checkFile(file('logo.png', heads.zip), pictureFileRule)).toEqual({
      ok: false,
      message: 'Your choice is not a picture',
    });
    expect(checkFile(file('logo.png', heads.jpg), pictureFileRule)).toEqual({
      ok: false,
      message: 'Your choice is not a picture',
    });
    expect(checkFile(file('scan.pdf', heads.png), attachments)).toEqual({
      ok: false,
      message: 'Unsupported file type',
    });
    expect(checkFile(file('report.csv', heads.zip), csvFileRule)).toEqual({
      ok: false,
      message: fileMessages.notACsv,
    });
  });

  it('accepts a pdf attachment and a text csv', () => {
    expect(checkFile(file('scan.pdf', heads.pdf), attachments)).toEqual({ ok: true });
    expect(checkFile(file('survey.csv', heads.csv), csvFileRule)).toEqual({ ok: true });
  });

  it('refuses an empty file', () => {
    expect(checkFile(file('logo.png', new Uint8Array(), 0), pictureFileRule)).toEqual({
      ok: false,
      message: fileMessages.empty,
    });
    expect(checkFile(file('survey.csv', new Uint8Array(), 0), csvFileRule)).toEqual({
      ok: false,
      message: fileMessages.empty,
    });
  });

  it('refuses a file over the limit, and takes one at the limit', () => {
    expect(checkFile(file('logo.png', heads.png, maxUploadBytes + 1), pictureFileRule)).toEqual({
      ok: false,
      message: fileMessages.tooLarge,
    });
    expect(checkFile(file('logo.png', heads.png, maxUploadBytes), pictureFileRule)).toEqual({ ok: true });
    expect(
      checkFile(file('scan.pdf', heads.pdf, 11), { ...attachments, maxBytes: 10, tooLarge: 'Too big' }),
    ).toEqual({ ok: false, message: 'Too big' });
  });

  it('checks the type before the size, so a huge wrong file gets the type message', () => {
    expect(
      checkFile(file('movie.mp4', bytes(0, 0, 0, 0x20, 'ftyp'), maxUploadBytes * 2), pictureFileRule),
    ).toEqual({ ok: false, message: 'Your choice is not a picture' });
  });
});
