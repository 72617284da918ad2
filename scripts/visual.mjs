// Visual regression without network: build Storybook, screenshot every story in the system
// Chromium (cropped to the story's root), compare with committed baselines in visual/baselines.
//   npm run test:visual            compare; writes visual/actual and visual/diff for each change
//   npm run test:visual:accept     accept the current screenshots as the new baselines
//   STORY=<filter> npm run test:visual   only stories whose id contains the filter
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { chromium } from 'playwright-core';
import { PNG } from 'pngjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { serveStatic } from './static-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'storybook-static');
const dirs = { baselines: path.join(root, 'visual/baselines'), actual: path.join(root, 'visual/actual'), diff: path.join(root, 'visual/diff') };
const accept = process.argv.includes('--accept');
const filter = process.env.STORY ?? '';
// Anti-aliasing differences are ignored by pixelmatch; a handful of pixels more is noise, not a change.
const TOLERATED_PIXELS = 8;

if (!process.argv.includes('--no-build')) execSync('npm run build-storybook', { cwd: root, stdio: 'inherit' });
for (const dir of [dirs.actual, dirs.diff]) rmSync(dir, { recursive: true, force: true });
for (const dir of Object.values(dirs)) mkdirSync(dir, { recursive: true });

const index = JSON.parse(readFileSync(path.join(out, 'index.json'), 'utf8'));
// A story tagged 'no-visual' draws something that differs from run to run: it is tested, not screenshotted.
const stories = Object.values(index.entries).filter((e) => e.type === 'story' && e.id.includes(filter) && !e.tags?.includes('no-visual'));
const server = await serveStatic(out, { cacheFor: 3600 });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });

/** A page in a browser context of its own (storage, service worker). */
async function newCapturePage() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce', deviceScaleFactor: 1 });
  // Storybook tells its channel when a story has rendered and its play function has finished.
  await context.addInitScript(() => {
  const listen = () => {
    const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) return void setTimeout(listen, 10);
    const done = () => (window.__storyDone = true);
    for (const event of ['storyRendered', 'storyErrored', 'storyThrewException', 'playFunctionThrewException', 'storyMissing']) channel.on(event, done);
  };
  listen();
  });
  return context.newPage();
}
const failures = [];
let missing = 0;

/** Leaves nothing of the last story behind for the next: storage, cookies, the done flag. */
async function forgetStory(page) {
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
    window.__storyDone = false;
  });
  await page.context().clearCookies();
}

async function capture(page, story) {
  const t0=Date.now();
  await page.goto(`${server.url}/iframe.html?id=${story.id}&viewMode=story`);
  const t1=Date.now();
  await page.waitForFunction(() => window.__storyDone === true, null, { timeout: 30_000 }).catch(() => {});
  const t2=Date.now();
  await page.addStyleTag({ content: '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}' });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(100);
  // Overlays render in portals outside the root: then the whole viewport is the picture.
  const overlay = await page.locator('[role="dialog"], [role="alertdialog"], [data-radix-popper-content-wrapper]').count();
  const box = await page.locator('#storybook-root').boundingBox({ timeout: 2_000 }).catch(() => null);
  const clip = !overlay && box && box.width >= 1 && box.height >= 1 ? box : undefined;
  const t3=Date.now();
  const r= await page.screenshot({ animations: 'disabled', clip, fullPage: true });
  console.log('goto',t1-t0,'done',t2-t1,'prep',t3-t2,'shot',Date.now()-t3);
  return r;
}

function compare(story, actual) {
  const file = `${story.id}.png`;
  const baselineFile = path.join(dirs.baselines, file);
  if (accept) return void writeFileSync(baselineFile, actual);
  if (!existsSync(baselineFile)) {
    missing += 1;
    writeFileSync(path.join(dirs.actual, file), actual);
    return void failures.push(`${story.id}: no baseline (run npm run test:visual:accept after checking visual/actual/${file})`);
  }
  const a = PNG.sync.read(readFileSync(baselineFile));
  const b = PNG.sync.read(actual);
  if (a.width !== b.width || a.height !== b.height) {
    writeFileSync(path.join(dirs.actual, file), actual);
    return void failures.push(`${story.id}: size changed ${a.width}x${a.height} -> ${b.width}x${b.height}`);
  }
  const diff = new PNG({ width: a.width, height: a.height });
  const changed = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: 0.1 });
  if (changed > TOLERATED_PIXELS) {
    writeFileSync(path.join(dirs.actual, file), actual);
    writeFileSync(path.join(dirs.diff, file), PNG.sync.write(diff));
    failures.push(`${story.id}: ${changed} pixels differ (visual/diff/${file})`);
  }
}

// Two pages at once: one per core. Each keeps its browser context (the HTTP cache, compiled code and
// the mock service worker carry over, which makes a story several times faster to open); what a story
// could leave behind for the next one (storage, cookies, focus, scroll) goes with a clean-up and a fresh
// navigation.
const queue = [...stories];
await Promise.all(
  [0, 1].map(async () => {
    const page = await newCapturePage();
    for (let story = queue.shift(); story; story = queue.shift()) {
      const started = Date.now();
      compare(story, await capture(page, story));
      await forgetStory(page);
      if (process.env.VISUAL_TIMINGS) console.log(`${Date.now() - started} ms  ${story.id}`);
    }
    await page.context().close();
  }),
);

await browser.close();
await server.close();

if (accept) {
  // Baselines of stories that no longer exist are removed with the acceptance.
  const ids = new Set(stories.map((s) => `${s.id}.png`));
  if (!filter) for (const f of readdirSync(dirs.baselines)) if (!ids.has(f)) rmSync(path.join(dirs.baselines, f));
  console.log(`Accepted ${stories.length} screenshots as baselines in visual/baselines.`);
} else if (failures.length) {
  console.error(`Visual changes in ${failures.length} of ${stories.length} stories${missing ? ` (${missing} without baseline)` : ''}:\n  ${failures.join('\n  ')}`);
  console.error('If the changes are intended: npm run test:visual:accept');
  process.exit(1);
} else {
  console.log(`Visual regression: ${stories.length} stories match their baselines.`);
}
