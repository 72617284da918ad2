import { describe, expect, it } from 'vitest';
import { downscaledSize, isPicture } from './logo-image';

describe('isPicture', () => {
  it('accepts gif, jpg, jpeg, png and webp, in any case', () => {
    expect(['a.gif', 'a.jpg', 'a.JPEG', 'logo.final.png', 'a.webp'].map(isPicture)).toEqual([true, true, true, true, true]);
  });

  it('refuses anything else', () => {
    expect(['a.pdf', 'a.svg', 'a.bmp', 'png', 'a.png.exe', ''].map(isPicture)).toEqual([false, false, false, false, false, false]);
  });
});

describe('downscaledSize', () => {
  it('brings a tall image down to 1200 high, keeping its proportions', () => {
    expect(downscaledSize(3000, 2400)).toEqual({ width: 1500, height: 1200 });
  });

  it('leaves an image of 1200 or less as it is', () => {
    expect(downscaledSize(800, 1200)).toEqual({ width: 800, height: 1200 });
    expect(downscaledSize(100, 50)).toEqual({ width: 100, height: 50 });
  });
});
