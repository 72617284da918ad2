import { copyFileSync, existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  baselineFileOf,
  compareWithBaseline,
  settledCheck,
  shareSamePictures,
  visualDirs,
  type VisualDirs,
} from './visual-check.mjs';

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
    dirs = {
      baselines: path.join(root, 'baselines'),
      actual: path.join(root, 'actual'),
      diff: path.join(root, 'diff'),
    };
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
      '30 pixels of button--primary differ from its baseline at x 0-19, y 0-1 (visual/diff/button--primary.png)',
    );
    expect(existsSync(path.join(dirs.actual, 'button--primary.png'))).toBe(true);
    expect(existsSync(path.join(dirs.diff, 'button--primary.png'))).toBe(true);
  });

  it('a matching picture clears what an earlier, differing one left', () => {
    compareWithBaseline('button--primary', picture(20, 30), { dirs });
    expect(compareWithBaseline('button--primary', picture(20), { dirs })).toBeUndefined();
    expect(existsSync(path.join(dirs.actual, 'button--primary.png'))).toBe(false);
    expect(existsSync(path.join(dirs.diff, 'button--primary.png'))).toBe(false);
  });

  it('fails a picture whose size changed', () => {
    expect(compareWithBaseline('button--primary', picture(24), { dirs })).toMatch(
      /changed size: 20x10 -> 24x10/,
    );
  });

  it('fails a story without a baseline and keeps its picture to look at', () => {
    expect(compareWithBaseline('button--new', picture(20), { dirs })).toMatch(
      /^no visual baseline for button--new/,
    );
    expect(readFileSync(path.join(dirs.actual, 'button--new.png'))).toEqual(picture(20));
  });
});

describe('stories that show the same thing', () => {
  let dirs: VisualDirs;
  const pngs = () =>
    readdirSync(dirs.baselines)
      .filter((name) => name.endsWith('.png'))
      .sort();
  beforeEach(() => {
    const root = mkdtempSync(path.join(tmpdir(), 'visual-'));
    dirs = { baselines: path.join(root, 'b'), actual: path.join(root, 'a'), diff: path.join(root, 'd') };
    compareWithBaseline('dialog--default', picture(20), { accept: true, dirs });
    compareWithBaseline('dialog--escape-closes', picture(20), { accept: true, dirs });
  });

  it('share one baseline file, and each is still checked against it', () => {
    expect(pngs()).toEqual(['dialog--default.png']);
    expect(compareWithBaseline('dialog--escape-closes', picture(20), { dirs })).toBeUndefined();
    expect(compareWithBaseline('dialog--escape-closes', picture(20, 30), { dirs })).toMatch(
      /^30 pixels of dialog--escape-closes differ/,
    );
  });

  it('part when one of them changes: the other keeps the picture it had', () => {
    compareWithBaseline('dialog--default', picture(20, 30), { accept: true, dirs });
    expect(pngs()).toEqual(['dialog--default.png', 'dialog--escape-closes.png']);
    expect(compareWithBaseline('dialog--escape-closes', picture(20), { dirs })).toBeUndefined();
    expect(compareWithBaseline('dialog--default', picture(20, 30), { dirs })).toBeUndefined();
  });

  it('are folded into one file when their pictures were taken apart', () => {
    copyFileSync(
      path.join(dirs.baselines, 'dialog--default.png'),
      path.join(dirs.baselines, 'dialog--open.png'),
    );
    expect(shareSamePictures(dirs)).toBe(1);
    expect(pngs()).toEqual(['dialog--default.png']);
    expect(baselineFileOf('dialog--open', dirs)).toBe(path.join(dirs.baselines, 'dialog--default.png'));
  });
});

describe("the repository's baselines", () => {
  it('hold each picture once, and every shared picture exists', () => {
    const names = readdirSync(visualDirs.baselines).filter((name) => name.endsWith('.png'));
    const seen = new Map<string, string>();
    const twins: string[] = [];
    for (const name of names) {
      const key = readFileSync(path.join(visualDirs.baselines, name)).toString('base64');
      if (seen.has(key)) twins.push(`${name} = ${seen.get(key)}`);
      else seen.set(key, name);
    }
    expect(twins).toEqual([]);
    const sameAs: Record<string, string> = JSON.parse(
      readFileSync(path.join(visualDirs.baselines, 'same-as.json'), 'utf8'),
    );
    expect(Object.values(sameAs).filter((owner) => !names.includes(`${owner}.png`))).toEqual([]);
  });
});

describe('a story still settling when its play ends', () => {
  /** Takes the given pictures in turn, then keeps taking the last one. */
  const camera = (pictures: Buffer[]) => {
    let taken = 0;
    const take = async () => pictures[Math.min(taken++, pictures.length - 1)];
    return { take, taken: () => taken };
  };
  const options = { settleMs: 200, everyMs: 5 };
  afterEach(() => {
    vi.useRealTimers();
  });
  const sameAs = (baseline: Buffer) => (actual: Buffer) => (actual.equals(baseline) ? undefined : 'differs');

  it('passes once a later picture matches the baseline (a toast went, a load finished)', async () => {
    const { take, taken } = camera([picture(20, 30), picture(20, 30), picture(20)]);
    await expect(settledCheck(take, sameAs(picture(20)), options)).resolves.toBeUndefined();
    expect(taken()).toBe(3);
  });

  it('fails a picture that still differs when the time is up', async () => {
    await expect(settledCheck(camera([picture(20, 30)]).take, sameAs(picture(20)), options)).resolves.toBe(
      'differs',
    );
  });

  it('stops at the first picture that matches', async () => {
    const { take, taken } = camera([picture(20)]);
    await expect(settledCheck(take, sameAs(picture(20)), options)).resolves.toBeUndefined();
    expect(taken()).toBe(1);
  });

  it('accepts the first picture that stays the same for a while', async () => {
    const accepted: Buffer[] = [];
    const pictures = [
      picture(20, 1),
      picture(20, 2),
      picture(20, 3),
      picture(20, 3),
      picture(20, 4),
      ...Array<Buffer>(20).fill(picture(20, 5)),
    ];
    // On the test's own clock: a busy machine taking pictures slowly must not make '3' look steady.
    vi.useFakeTimers();
    const check = settledCheck(camera(pictures).take, (actual) => void accepted.push(actual), {
      ...options,
      accept: true,
      settleMs: 1_000,
      steadyMs: 30,
    });
    await vi.runAllTimersAsync();
    await check;
    expect(accepted).toEqual([picture(20, 5)]);
  });

  it('when accepting, a first picture that matches its baseline is done without waiting', async () => {
    const accepted: Buffer[] = [];
    const { take, taken } = camera([picture(20), picture(20, 9)]);
    await expect(
      settledCheck(take, (actual) => void accepted.push(actual), {
        ...options,
        accept: true,
        settleMs: 1_000,
        steadyMs: 30,
        baselineMatches: (actual) => actual.equals(picture(20)),
      }),
    ).resolves.toBeUndefined();
    expect(accepted).toEqual([]);
    expect(taken()).toBe(1);
  });
});
