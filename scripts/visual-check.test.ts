import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  acceptBaseline,
  baselineFileOf,
  compareWithBaseline,
  compressPng,
  reportFileOf,
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

/** The pixels of a PNG (RGBA, 8 bits each, whatever the file's own format). */
const pixels = (png: Buffer) => PNG.sync.read(png).data;
/** The colour type and bit depth in a PNG's header. */
const formatOf = (png: Buffer) => ({ colourType: png[25], bitDepth: png[24] });

describe('the visual check of a story', () => {
  let dirs: VisualDirs;
  beforeEach(async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'visual-'));
    dirs = {
      baselines: path.join(root, 'baselines'),
      actual: path.join(root, 'actual'),
      diff: path.join(root, 'diff'),
    };
    await acceptBaseline('button--primary', picture(20), dirs);
  });

  it('accepting stores the picture compressed: fewer bytes, the same pixels', () => {
    const stored = readFileSync(path.join(dirs.baselines, 'button--primary.png'));
    expect(stored.length).toBeLessThan(picture(20).length);
    expect(pixels(stored).equals(pixels(picture(20)))).toBe(true);
  });

  it('passes a picture equal to its baseline, or within a few pixels of it', () => {
    expect(compareWithBaseline('button--primary', picture(20), { dirs })).toBeUndefined();
    expect(compareWithBaseline('button--primary', picture(20, 8), { dirs })).toBeUndefined();
    expect(existsSync(path.join(dirs.diff, 'button--primary.png'))).toBe(false);
  });

  it('fails a changed picture and keeps it with a diff', () => {
    expect(compareWithBaseline('button--primary', picture(20, 30), { dirs })).toBe(
      '30 pixels of button--primary differ from its baseline at x 0-19, y 0-1 (visual/diff/button--primary.png; side by side in visual/report.html)',
    );
    expect(existsSync(path.join(dirs.actual, 'button--primary.png'))).toBe(true);
    expect(existsSync(path.join(dirs.diff, 'button--primary.png'))).toBe(true);
  });

  it('shows every failing picture in one report: expected, actual and diff side by side', () => {
    compareWithBaseline('button--primary', picture(20, 30), { dirs });
    compareWithBaseline('button--new', picture(20), { dirs });
    const report = readFileSync(reportFileOf(dirs), 'utf8');
    expect(report).toContain('<title>Visual check: 2 failing</title>');
    const images = [...report.matchAll(/<img src="([^"]+)" alt="([^"]+)">/g)].map(([, src, alt]) => [
      alt,
      src,
    ]);
    // The new story has no baseline and no diff to show.
    expect(images).toEqual([
      ['Actual', 'actual/button--new.png'],
      ['Expected (baseline)', 'baselines/button--primary.png'],
      ['Actual', 'actual/button--primary.png'],
      ['Diff (changed pixels in red)', 'diff/button--primary.png'],
    ]);
    // Every picture it shows is there to see.
    for (const [, src] of images)
      expect(existsSync(path.join(path.dirname(reportFileOf(dirs)), src))).toBe(true);
    // Once the pictures match again, the report goes.
    compareWithBaseline('button--primary', picture(20), { dirs });
    expect(readFileSync(reportFileOf(dirs), 'utf8')).toContain('1 failing');
    rmSync(path.join(dirs.actual, 'button--new.png'));
    compareWithBaseline('button--primary', picture(20, 30), { dirs });
    compareWithBaseline('button--primary', picture(20), { dirs });
    expect(existsSync(reportFileOf(dirs))).toBe(false);
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
  beforeEach(async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'visual-'));
    dirs = { baselines: path.join(root, 'b'), actual: path.join(root, 'a'), diff: path.join(root, 'd') };
    await acceptBaseline('dialog--default', picture(20), dirs);
    await acceptBaseline('dialog--escape-closes', picture(20), dirs);
  });

  it('share one baseline file, and each is still checked against it', () => {
    expect(pngs()).toEqual(['dialog--default.png']);
    expect(compareWithBaseline('dialog--escape-closes', picture(20), { dirs })).toBeUndefined();
    expect(compareWithBaseline('dialog--escape-closes', picture(20, 30), { dirs })).toMatch(
      /^30 pixels of dialog--escape-closes differ/,
    );
  });

  it('share one file when accepted side by side (both compressed before either looks for a twin)', async () => {
    await Promise.all([
      acceptBaseline('dialog--open', picture(20), dirs),
      acceptBaseline('dialog--closed', picture(20), dirs),
    ]);
    expect(pngs()).toEqual(['dialog--default.png']);
    expect(baselineFileOf('dialog--closed', dirs)).toBe(path.join(dirs.baselines, 'dialog--default.png'));
  });

  it('part when one of them changes: the other keeps the picture it had', async () => {
    await acceptBaseline('dialog--default', picture(20, 30), dirs);
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

  it('are folded into one file when the same pixels were stored in another PNG format', () => {
    const same = PNG.sync.write(
      PNG.sync.read(readFileSync(path.join(dirs.baselines, 'dialog--default.png'))),
      {
        colorType: 2,
      },
    );
    expect(same.equals(readFileSync(path.join(dirs.baselines, 'dialog--default.png')))).toBe(false);
    writeFileSync(path.join(dirs.baselines, 'dialog--open.png'), same);
    writeFileSync(path.join(dirs.baselines, 'dialog--other.png'), picture(20, 5));
    expect(shareSamePictures(dirs)).toBe(1);
    expect(pngs()).toEqual(['dialog--default.png', 'dialog--other.png']);
    expect(baselineFileOf('dialog--open', dirs)).toBe(path.join(dirs.baselines, 'dialog--default.png'));
  });
});

/** A `size` x `size` picture whose pixel at x, y is `colours[pattern(x, y) % colours.length]`. */
function patterned(
  colours: number[][],
  { size = 64, colorType = 6 }: { size?: number; colorType?: 2 | 6 } = {},
) {
  const png = new PNG({ width: size, height: size });
  for (let i = 0; i < size * size; i += 1) {
    const [x, y] = [i % size, Math.floor(i / size)];
    png.data.set(colours[(x * 7 + y * 13 + ((x * y) >> 3)) % colours.length], i * 4);
  }
  return PNG.sync.write(png, { colorType });
}

describe('compressed baselines', () => {
  const [black, white, clear] = [
    [0, 0, 0, 255],
    [255, 255, 255, 255],
    [0, 0, 0, 0],
  ];
  const [red, green, blue] = [
    [200, 30, 30, 255],
    [30, 200, 30, 255],
    [30, 30, 200, 255],
  ];
  // The formats oxipng chose for these pictures: each is decoded by pngjs to the picture's own RGBA.
  it.each([
    ['grey, 8 bits', picture(20), { colourType: 0, bitDepth: 8 }],
    ['grey, 1 bit', patterned([black, black, white], { colorType: 2 }), { colourType: 0, bitDepth: 1 }],
    ['a palette', patterned([red, green, blue, white, black]), { colourType: 3, bitDepth: 8 }],
    [
      'a palette with transparent colours',
      patterned([red, [30, 200, 30, 128], clear, white, black]),
      { colourType: 3, bitDepth: 8 },
    ],
    ['a palette of 2 bits', patterned([red, green, blue, white]), { colourType: 3, bitDepth: 2 }],
  ])('in %s have the same pixels as the picture', async (_, raw, format) => {
    const compressed = await compressPng(raw);
    expect(formatOf(compressed)).toEqual(format);
    expect(compressed.length).toBeLessThan(raw.length);
    expect(pixels(compressed).equals(pixels(raw))).toBe(true);
  });

  it("match the raw screenshot of the same pictures, a real story's, and still fail a change", async () => {
    const name = readdirSync(visualDirs.baselines)
      .filter((n) => n.endsWith('.png') && statSync(path.join(visualDirs.baselines, n)).size < 30_000)
      .sort()[0];
    // The picture as Chromium stores a screenshot: 8-bit RGB, zlib at its default.
    const decoded = PNG.sync.read(readFileSync(path.join(visualDirs.baselines, name)));
    const screenshot = PNG.sync.write(decoded, { colorType: 2, deflateLevel: 6 });
    const root = mkdtempSync(path.join(tmpdir(), 'visual-'));
    const dirs = {
      baselines: path.join(root, 'b'),
      actual: path.join(root, 'a'),
      diff: path.join(root, 'd'),
    };
    await acceptBaseline('story--real', screenshot, dirs);
    const stored = readFileSync(path.join(dirs.baselines, 'story--real.png'));
    expect(stored.length).toBeLessThan(screenshot.length);
    expect(compareWithBaseline('story--real', screenshot, { dirs })).toBeUndefined();
    expect(existsSync(path.join(dirs.diff, 'story--real.png'))).toBe(false);
    // A 10 x 10 magenta square in the top left corner: more than the tolerated few pixels.
    for (let i = 0; i < 100; i += 1)
      decoded.data.set([255, 0, 255], ((i % 10) + Math.floor(i / 10) * decoded.width) * 4);
    expect(compareWithBaseline('story--real', PNG.sync.write(decoded, { colorType: 2 }), { dirs })).toMatch(
      /^\d+ pixels of story--real differ from its baseline at x 0-9, y 0-9/,
    );
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
    // On the test's own clock: a busy machine taking the three pictures slowly must not run out the time.
    vi.useFakeTimers();
    const check = settledCheck(take, sameAs(picture(20)), options);
    await vi.runAllTimersAsync();
    await expect(check).resolves.toBeUndefined();
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
