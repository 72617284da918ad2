import { describe, expect, it } from 'vitest';
import { downscaledSize, isPicture, notAPictureMessage, pictureOutput } from './picture-file';

describe('isPicture (account, organisation and council pictures)', () => {
  // Rules: account.logo.types, organisations.pictures.types
  it('accepts gif, jpg, jpeg, png and webp, in any case', () => {
    expect(['a.gif', 'a.JPG', 'b.jpeg', 'logo.final.png', 'd.WebP'].map(isPicture)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  // Rules: account.logo.types, account.logo.not-a-picture, organisations.pictures.types, organisations.pictures.not-a-picture
  it('refuses anything else, with the spec message', () => {
    expect(['a.pdf', 'a.svg', 'a.bmp', 'png', 'a.png.exe', ''].map(isPicture)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(notAPictureMessage).toBe('Your choice is not a picture');
  });
});

describe('downscaledSize', () => {
  // Rules: account.logo.max-height, organisations.pictures.max-height
  it('brings a tall picture down to 1200 high, keeping its proportions', () => {
    expect(downscaledSize(3000, 2400)).toEqual({ width: 1500, height: 1200 });
    expect(downscaledSize(1000, 2400)).toEqual({ width: 500, height: 1200 });
  });

  it('leaves a picture of 1200 or less as it is, and never goes below 1 px wide', () => {
    expect(downscaledSize(800, 1200)).toEqual({ width: 800, height: 1200 });
    expect(downscaledSize(100, 50)).toEqual({ width: 100, height: 50 });
    expect(downscaledSize(1, 100_000)).toEqual({ width: 1, height: 1200 });
  });
});

describe('pictureOutput', () => {
  // Rules: account.logo.quality, organisations.pictures.quality
  it('keeps JPEG and WebP and turns PNG and GIF into PNG', () => {
    expect(['a.jpg', 'a.JPEG', 'a.webp', 'a.gif', 'a.png'].map((name) => pictureOutput(name).type)).toEqual([
      'image/jpeg',
      'image/jpeg',
      'image/webp',
      'image/png',
      'image/png',
    ]);
    expect(pictureOutput('crest.gif').extension).toBe('png');
  });
});
