// Visual regression inside the story tests: after a story has rendered and its play function has
// finished, the storybook project's setup (.storybook/visual.setup.ts) calls this command, which runs in
// Node with the test's Playwright frame. It pictures the story (its own element, or the whole viewport
// when a dialog or popover is open) and compares it with the committed baseline in visual/baselines.
//   npm test / npm run test:visual       compare; a change fails the story's test and writes
//                                        visual/actual/<id>.png and visual/diff/<id>.png, and
//                                        visual/report.html shows every failing story's expected,
//                                        actual and diff side by side
//   npm run test:visual:accept           take every picture as the new baseline (stored compressed)
//   VISUAL_ACCEPT=1 npx vitest run --project storybook <stories file>   accept only those stories
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const root = path.resolve(import.meta.dirname, '..');
export const visualDirs = {
  baselines: path.join(root, 'visual/baselines'),
  actual: path.join(root, 'visual/actual'),
  diff: path.join(root, 'visual/diff'),
};
// Anti-aliasing differences are ignored by pixelmatch; a handful of pixels more is noise, not a change.
const TOLERATED_PIXELS = 8;
/**
 * How far apart two pixels' colours may be and still count as the same (pixelmatch's threshold, 0 to 1):
 * Chromatic's default, which a story can change with `parameters.chromatic.diffThreshold` as in Chromatic.
 * At pixelmatch's own 0.1 a designer's one-step token change passed (teal.600 -> teal.700, the primary
 * button drawn in its hover colour); scripts/visual-check-sees.test.ts proves what this one sees.
 */
const DIFF_THRESHOLD = 0.063;
const OVERLAY = '[role="dialog"], [role="alertdialog"], [data-radix-popper-content-wrapper]';
// Whether Chromium draws a focus ring after a scripted click depends on where focus was before (another
// story, another test page): the ring is hidden from the picture so that it is the same on every run.
// Focus rings are covered by the keyboard play tests (focus moves to the right element), not by pictures.
const NO_FOCUS_RING = ':focus-visible, :has(:focus-visible) { outline-color: transparent !important; }';
// A toast goes after 5 s, so whether a page's picture still has it depends on the machine's speed: pages
// are pictured without their toasts (li[data-swipe-direction] is Radix's toast), which their plays check
// by text. Stories tagged 'visual-toasts' (the Toast primitive's own) picture them.
const NO_TOASTS = 'li[data-swipe-direction] { visibility: hidden !important; }';

/**
 * Waits until what the story shows has settled: fonts (those its layout asks for too), images (lazy ones out of view are loaded now,
 * as the whole page is pictured; at most 2 s), charts waiting for their turn to be drawn (packages/ui
 * DrawnInTurn) or redrawing, popups placed beside what opened them (Radix keeps a popup above the page,
 * at translate(0, -200%), until it has measured where it goes: on a loaded machine a picture could
 * catch it there), two frames.
 */
function settle() {
  for (const img of document.images) if (img.loading === 'lazy') img.loading = 'eager';
  const images = [...document.images].filter((img) => !img.complete);
  const unsettled = () =>
    document.querySelector('[data-chart-pending]') ||
    [...document.querySelectorAll('[data-radix-popper-content-wrapper]')].some((popup) =>
      popup.style.transform.includes('-200%'),
    );
  const drawnAndPlaced = new Promise((done) => {
    const check = () => (unsettled() ? setTimeout(check, 10) : done());
    check();
  });
  const loaded = Promise.all([
    document.fonts.ready,
    drawnAndPlaced,
    ...images.map(
      (img) =>
        new Promise((done) => {
          img.addEventListener('load', done);
          img.addEventListener('error', done);
        }),
    ),
  ]);
  const twoFrames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  // A typeface is fetched when a layout first needs it (text a play has just shown, in a font no text
  // used before: the technical details' monospace): until then the fonts count as loaded. The frames
  // lay the page out; a font that began loading there is waited for too.
  const fontsThenFrames = async () => {
    await twoFrames();
    while (document.fonts.status === 'loading') {
      await document.fonts.ready;
      await twoFrames();
    }
  };
  return Promise.race([loaded.then(fontsThenFrames), new Promise((done) => setTimeout(done, 2_000))]).then(
    twoFrames,
  );
}

async function picture(context, { toasts = false } = {}) {
  const frame = await context.frame();
  await frame.evaluate(settle);
  const style = toasts ? NO_FOCUS_RING : `${NO_FOCUS_RING}\n${NO_TOASTS}`;
  const options = { animations: 'disabled', caret: 'hide', scale: 'css', style, timeout: 10_000 };
  const storyRoot = frame.locator('[data-visual-root]');
  const overlay = (await frame.locator(OVERLAY).count()) > 0;
  const box = overlay ? null : await storyRoot.boundingBox();
  // An overlay renders in a portal outside the story's element: then the viewport is the picture.
  if (overlay || !box || box.width < 1 || box.height < 1) return context.iframe.owner().screenshot(options);
  // A page taller than the viewport is pictured whole: the picture is taken scrolled to the top, wherever
  // the play (or focus going back) left it, with the story's frame as tall as the story (a frame paints
  // only what is inside it, so the story would be blank below the viewport).
  await frame.evaluate(() => window.scrollTo(0, 0));
  await showWhole(context, frame);
  // A page whose height follows the window's (a map as tall as the window) is pictured as the window
  // shows it: the frame paints only what is inside it, and the story's element reaches below.
  if (restorers.get(context.sessionId)?.followsWindow) return context.iframe.owner().screenshot(options);
  // Chromium draws a capture taller than its largest texture (8 192 px) wrongly (the top of the page
  // again at the bottom): a taller story is pictured down to MAX_HEIGHT.
  const whole = await storyRoot.boundingBox();
  if (whole && whole.height > MAX_HEIGHT)
    return context.page.screenshot({ ...options, clip: { ...whole, height: MAX_HEIGHT } });
  return storyRoot.screenshot(options);
}

/** The tallest picture: a story taller than this is pictured down to here (see picture()). */
const MAX_HEIGHT = 8_000;

/** Per test session (files run side by side): how its frame was grown, and what puts it back after a check. */
const restorers = new Map();

/** How far down the story reaches in its frame, and the frame's height. */
const storyBottom = (frame) =>
  frame.evaluate(() => ({
    bottom: Math.ceil(document.querySelector('[data-visual-root]').getBoundingClientRect().bottom),
    inner: window.innerHeight,
  }));

/**
 * Makes the story's frame (and the test page) as tall as the story, once per check: the story then lays
 * out as on a screen that tall, which is what a person scrolling down it sees (a sticky menu stays whole
 * beside it). The frame is put back for the next story when the check ends. A page whose height follows
 * the window's (a map as tall as the window) grows with the frame and never fits: it is put back at
 * once and pictured in the test's window, as before.
 */
async function showWhole(context, frame) {
  let { bottom, inner } = await storyBottom(frame);
  const grown = restorers.get(context.sessionId);
  // A retake grows the frame again when the story grew since the last picture (a chart drawn in turn);
  // a page that follows the window's height is not grown again.
  if (bottom <= inner || grown?.followsWindow) return;
  const iframe = context.iframe.owner();
  const entry = grown ?? { followsWindow: false, restore: restoreOf(context, iframe) };
  restorers.set(context.sessionId, entry);
  const viewport = context.page.viewportSize();
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const height = Math.min(bottom, MAX_HEIGHT);
    await iframe.evaluate((element, px) => element.style.setProperty('height', `${px}px`), height);
    if (viewport && viewport.height < height) await context.page.setViewportSize({ ...viewport, height });
    await frame.evaluate(settle);
    ({ bottom, inner } = await storyBottom(frame));
    if (bottom <= inner || height === MAX_HEIGHT) return;
  }
  await entry.restore();
  entry.followsWindow = true;
  await frame.evaluate(settle);
}

/** What puts the story's frame and the test page back as they were before the check grew them. */
function restoreOf(context, iframe) {
  const viewport = context.page.viewportSize();
  return async () => {
    await iframe.evaluate((element) => element.style.setProperty('height', 'var(--viewport-height)'));
    if (viewport) await context.page.setViewportSize(viewport);
  };
}

function write(dir, file, data) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, file), data);
}

// Stories that show the same thing (a test that ends where the showcase story starts) share one baseline:
// visual/baselines/same-as.json maps such a story to the story whose picture it is. Accepting keeps the
// map up to date, so no two baseline files are ever the same picture.
const SAME_AS = 'same-as.json';

function readSameAs(dirs) {
  const file = path.join(dirs.baselines, SAME_AS);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

function writeSameAs(dirs, sameAs) {
  const sorted = Object.fromEntries(Object.entries(sameAs).sort(([a], [b]) => a.localeCompare(b)));
  write(dirs.baselines, SAME_AS, `${JSON.stringify(sorted, null, 2)}\n`);
}

/** The baseline file of a story: its own, or that of the story whose picture it shares. */
export function baselineFileOf(storyId, dirs = visualDirs) {
  return path.join(dirs.baselines, `${readSameAs(dirs)[storyId] ?? storyId}.png`);
}

// Accepted pictures are stored compressed losslessly by oxipng (scripts/png-compress.mjs): level 2 saves
// about a fifth of Chromium's PNG for half a second of one core (a 1200 x 8000 page: about 10 s); level 3
// took 2 to 4.5 times as long for the same bytes. The pixels are the same, not the bytes (oxipng may
// store fewer colours or bits per pixel), so the check compares pixels with the baseline.
const COMPRESSION_LEVEL = 2;

/** The PNG compressed losslessly, in a worker thread (this process keeps serving the tests meanwhile). */
export function compressPng(png, level = COMPRESSION_LEVEL) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(import.meta.dirname, 'png-compress.mjs'), {
      workerData: { png, level },
    });
    worker.once('message', (compressed) =>
      resolve(compressed.length < png.length ? Buffer.from(compressed) : png),
    );
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the PNG compression stopped (exit code ${code})`)));
  });
}

/**
 * Takes `actual` as the story's baseline, compressed. A story whose picture others share hands its file to
 * the first of them before its own changes; a picture that is byte for byte another story's compressed
 * baseline is shared (compression is done first, so pictures accepted apart are still found the same).
 */
export async function acceptBaseline(storyId, actual, dirs = visualDirs) {
  const compressed = await compressPng(actual);
  // From here on nothing waits: stories accepted side by side cannot interleave their changes to the map.
  accept(storyId, compressed, dirs);
}

function accept(storyId, actual, dirs) {
  const sameAs = readSameAs(dirs);
  const own = path.join(dirs.baselines, `${storyId}.png`);
  const [heir, ...others] = Object.keys(sameAs)
    .filter((id) => sameAs[id] === storyId)
    .sort();
  if (heir && existsSync(own)) {
    renameSync(own, path.join(dirs.baselines, `${heir}.png`));
    delete sameAs[heir];
    for (const id of others) sameAs[id] = heir;
  }
  delete sameAs[storyId];
  const twin = existsSync(dirs.baselines)
    ? readdirSync(dirs.baselines).find((name) => {
        if (!name.endsWith('.png') || name === `${storyId}.png`) return false;
        const file = path.join(dirs.baselines, name);
        return statSync(file).size === actual.length && readFileSync(file).equals(actual);
      })
    : undefined;
  if (twin) {
    rmSync(own, { force: true });
    sameAs[storyId] = twin.slice(0, -'.png'.length);
  } else write(dirs.baselines, `${storyId}.png`, actual);
  writeSameAs(dirs, sameAs);
}

/**
 * Folds baselines that are the same picture into one file (after a run that accepted only some stories,
 * or pictures stored apart in different PNG formats): the same pixels, whatever the bytes, found among
 * files of the same width and height (read from each PNG's header); answers how many files went.
 */
export function shareSamePictures(dirs = visualDirs) {
  const sameAs = readSameAs(dirs);
  const bySize = new Map();
  for (const name of readdirSync(dirs.baselines)
    .filter((n) => n.endsWith('.png'))
    .sort()) {
    const header = readFileSync(path.join(dirs.baselines, name)).subarray(16, 24).toString('hex');
    bySize.set(header, [...(bySize.get(header) ?? []), name]);
  }
  let folded = 0;
  for (const names of bySize.values()) {
    if (names.length < 2) continue;
    const kept = [];
    for (const name of names) {
      const { data } = PNG.sync.read(readFileSync(path.join(dirs.baselines, name)));
      const digest = createHash('sha256').update(data).digest('hex');
      const twin = kept.find((k) => k.digest === digest);
      if (!twin) {
        kept.push({ name, digest });
        continue;
      }
      const [id, owner] = [name.slice(0, -4), twin.name.slice(0, -4)];
      rmSync(path.join(dirs.baselines, name));
      for (const follower of Object.keys(sameAs)) if (sameAs[follower] === id) sameAs[follower] = owner;
      sameAs[id] = owner;
      folded += 1;
    }
  }
  writeSameAs(dirs, sameAs);
  return folded;
}

/**
 * Compares one picture with its baseline (pixels, not bytes: a baseline is stored compressed): undefined
 * when it matches, else what changed.
 */
export function compareWithBaseline(storyId, actual, { dirs = visualDirs, threshold = DIFF_THRESHOLD } = {}) {
  const file = `${storyId}.png`;
  const baselineFile = baselineFileOf(storyId, dirs);
  // A retaken picture that matches leaves nothing of the earlier one behind.
  const matches = () => {
    const left = existsSync(path.join(dirs.actual, file));
    for (const dir of [dirs.actual, dirs.diff]) rmSync(path.join(dir, file), { force: true });
    if (left) writeReport(dirs);
    return undefined;
  };
  if (!existsSync(baselineFile)) {
    write(dirs.actual, file, actual);
    writeReport(dirs);
    return `no visual baseline for ${storyId}: check visual/actual/${file}, then accept it (npm run test:visual:accept)`;
  }
  const expected = readFileSync(baselineFile);
  // The same bytes (a baseline stored as Chromium wrote it) need no decoding.
  if (expected.equals(actual)) return matches();
  const a = PNG.sync.read(expected);
  const b = PNG.sync.read(actual);
  if (a.width !== b.width || a.height !== b.height) {
    write(dirs.actual, file, actual);
    writeReport(dirs);
    return `the picture of ${storyId} changed size: ${a.width}x${a.height} -> ${b.width}x${b.height} (visual/actual/${file}; side by side in ${reportName})`;
  }
  // The same pixels (a compressed baseline) need no pixelmatch.
  if (a.data.equals(b.data)) return matches();
  const diff = new PNG({ width: a.width, height: a.height });
  const changed = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold });
  if (changed <= TOLERATED_PIXELS) return matches();
  write(dirs.actual, file, actual);
  write(dirs.diff, file, PNG.sync.write(diff));
  writeReport(dirs);
  return `${changed} pixels of ${storyId} differ from its baseline ${changedArea(diff)} (visual/diff/${file}; side by side in ${reportName})`;
}

/** The one page that shows every failing picture; beside the actual and diff folders. */
const reportName = 'visual/report.html';
export const reportFileOf = (dirs = visualDirs) => path.join(path.dirname(dirs.actual), 'report.html');

const escapeHtml = (text) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * Writes the report of the pictures now in the actual folder: for each story, its baseline (expected),
 * the picture taken (actual) and the diff (changed pixels in red), side by side, scaled to a third of the page (each links to its full size).
 * Made again from the folders after every failure (files run side by side, so it always lists them all);
 * removed once no picture fails.
 */
function writeReport(dirs) {
  const reportFile = reportFileOf(dirs);
  const ids = existsSync(dirs.actual)
    ? readdirSync(dirs.actual)
        .filter((name) => name.endsWith('.png'))
        .map((name) => name.slice(0, -'.png'.length))
        .sort()
    : [];
  if (ids.length === 0) {
    rmSync(reportFile, { force: true });
    return;
  }
  const from = path.dirname(reportFile);
  const image = (label, file) =>
    existsSync(file)
      ? `<figure><figcaption>${label}</figcaption><a href="${escapeHtml(path.relative(from, file))}"><img src="${escapeHtml(path.relative(from, file))}" alt="${label}"></a></figure>`
      : `<figure><figcaption>${label}</figcaption><p>none</p></figure>`;
  const stories = ids.map(
    (id) => `<section id="${escapeHtml(id)}"><h2>${escapeHtml(id)}</h2><div class="row">
${image('Expected (baseline)', baselineFileOf(id, dirs))}
${image('Actual', path.join(dirs.actual, `${id}.png`))}
${image('Diff (changed pixels in red)', path.join(dirs.diff, `${id}.png`))}
</div></section>`,
  );
  write(
    from,
    path.basename(reportFile),
    `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>Visual check: ${ids.length} failing</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 16px; }
.row { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 16px; align-items: start; }
figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: 4px; }
img { border: 1px solid #888; max-width: 100%; height: auto; }
</style></head>
<body><h1>Visual check: ${ids.length} failing</h1>
<ul>${ids.map((id) => `<li><a href="#${escapeHtml(id)}">${escapeHtml(id)}</a></li>`).join('')}</ul>
${stories.join('\n')}
</body></html>
`,
  );
}

/** Where a diff's changed (pure red) pixels lie, so a run that keeps no pictures still says where to look. */
function changedArea({ data, width }) {
  let [left, top, right, bottom] = [Infinity, Infinity, -1, -1];
  for (let i = 0; i < data.length; i += 4) {
    if (data[i] !== 255 || data[i + 1] !== 0 || data[i + 2] !== 0) continue;
    const x = (i / 4) % width;
    const y = Math.floor(i / 4 / width);
    [left, top, right, bottom] = [
      Math.min(left, x),
      Math.min(top, y),
      Math.max(right, x),
      Math.max(bottom, y),
    ];
  }
  return `at x ${left}-${right}, y ${top}-${bottom}`;
}

// A story can still be settling when its play ends (a toast that goes after 5 s, a list finishing its
// load, a chart drawn in turn). Like Playwright's toHaveScreenshot, the picture is retaken until it matches
// the baseline; only a picture that still differs after SETTLE_MS is a change.
const SETTLE_MS = 6_000;
const RETAKE_EVERY_MS = 250;
const STEADY_MS = 1_000;

/**
 * Takes pictures until one matches (compare answers undefined) or `settleMs` has passed; answers the last
 * change. When accepting, a first picture that `baselineMatches` is done at once (an accept run then
 * costs what a test run costs where nothing changed); otherwise it waits until the picture has stayed
 * the same for `steadyMs` (a baseline taken half-way through a load would fail every later run), and
 * accepts that one.
 */
export async function settledCheck(
  takePicture,
  compare,
  {
    accept = false,
    settleMs = SETTLE_MS,
    steadyMs = STEADY_MS,
    everyMs = RETAKE_EVERY_MS,
    baselineMatches = undefined,
  } = {},
) {
  const deadline = Date.now() + settleMs;
  let previous;
  let steadySince = Date.now();
  for (;;) {
    const actual = await takePicture();
    const last = Date.now() >= deadline;
    if (accept) {
      // A first picture that already matches its baseline has nothing to accept.
      if (!previous && baselineMatches?.(actual)) return undefined;
      if (!previous || !previous.equals(actual)) steadySince = Date.now();
      else if (Date.now() - steadySince >= steadyMs) return compare(actual);
      if (last) return compare(actual);
    } else {
      const change = await compare(actual);
      if (!change || last) return change;
    }
    previous = actual;
    await new Promise((done) => setTimeout(done, everyMs));
  }
}

/**
 * The browser command: pictures the current story and compares it; resolves with the change, if any.
 * `toasts`: the picture keeps the toasts on screen (otherwise they are hidden from it); `threshold`: the
 * story's `parameters.chromatic.diffThreshold`, if it sets one.
 */
export function visualCheck(context, storyId, { toasts = false, threshold = DIFF_THRESHOLD } = {}) {
  const accept = process.env.VISUAL_ACCEPT === '1';
  const hasBaseline = existsSync(baselineFileOf(storyId));
  const compare = (actual) => compareWithBaseline(storyId, actual, { threshold });
  const check = settledCheck(
    () => picture(context, { toasts }),
    (actual) => (accept ? acceptBaseline(storyId, actual) : compare(actual)),
    // Without a baseline there is nothing to wait for: the first picture is kept to look at.
    {
      accept,
      settleMs: accept || hasBaseline ? SETTLE_MS : 0,
      baselineMatches: (actual) => hasBaseline && !compare(actual),
    },
  );
  return check.finally(async () => {
    const grown = restorers.get(context.sessionId);
    restorers.delete(context.sessionId);
    await grown?.restore();
  });
}
