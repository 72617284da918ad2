import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { compareWithBaseline, type VisualDirs } from './visual-check.mjs';

/** A picture of `width` x 10 pixels, all one grey, with the first `dark` pixels black. */
function picture(width: number, dark = 0): Buffer {
  const png = new PNG({ width, height: 10 });
  for (let i = 0; i < width * 10; i += 1) {
    const value = i < dark ? 0 : 200;
    png.data.set([value, value, value, 255], i * 4);
  }
  return PNG.sync.write(png);
}

describe('the visual check of a story', () => {
  let dirs: VisualDirs;
  beforeEach(() => {
    const root = mkdtempSync(path.join(tmpdir(), 'visual-'));
    dirs = { baselines: path.join(root, 'baselines'), actual: path.join(root, 'actual'), diff: path.join(root, 'diff') };
    compareWithBaseline('button--primary', picture(20), { accept: true, dirs });
  });

  it('accepting writes the picture as the baseline', () => {
    expect(readFileSync(path.join(dirs.baselines, 'button--primary.png'))).toEqual(picture(20));
  });

  it('passes a picture equal to its baseline, or within a few pixels of it', () => {
    expect(compareWithBaseline('button--primary', picture(20), { dirs })).toBeUndefined();
    expect(compareWithBaseline('button--primary', picture(20, 8), { dirs })).toBeUndefined();
    expect(existsSync(path.join(dirs.diff, 'button--primary.png'))).toBe(false);
  });

  it('fails a changed picture and keeps it with a diff', () => {
    expect(compareWithBaseline('button--primary', picture(20, 30), { dirs })).toBe(
      '30 pixels of button--primary differ from its baseline (visual/diff/button--primary.png)',
    );
    expect(existsSync(path.join(dirs.actual, 'button--primary.png'))).toBe(true);
    expect(existsSync(path.join(dirs.diff, 'button--primary.png'))).toBe(true);
  });

  it('fails a picture whose size changed', () => {
    expect(compareWithBaseline('button--primary', picture(24), { dirs })).toMatch(/changed size: 20x10 -> 24x10/);
  });

  it('fails a story without a baseline and keeps its picture to look at', () => {
    expect(compareWithBaseline('button--new', picture(20), { dirs })).toMatch(/^no visual baseline for button--new/);
    expect(readFileSync(path.join(dirs.actual, 'button--new.png'))).toEqual(picture(20));
  });
});
