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
const stories = Object.values(index.entries).filter((e) => e.type === 'story' && e.id.includes(filter));
const server = await serveStatic(out);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce', deviceScaleFactor: 1 });
const page = await context.newPage();
const failures = [];
let missing = 0;

for (const story of stories) {
  await page.goto(`${server.url}/iframe.html?id=${story.id}&viewMode=story`, { waitUntil: 'networkidle' });
  await page.addStyleTag({ content: '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}' });
  await page.waitForFunction(() => document.querySelector('#storybook-root')?.childElementCount || document.querySelector('[role="dialog"]'), null, { timeout: 15_000 }).catch(() => {});
  await page.waitForTimeout(300);
  // Overlays render in portals outside the root: then the whole viewport is the picture.
  const overlay = await page.locator('[role="dialog"], [role="alertdialog"], [data-radix-popper-content-wrapper]').count();
  const target = overlay ? page : page.locator('#storybook-root');
  const actual = await target.screenshot({ animations: 'disabled' }).catch(() => page.screenshot());
  const file = `${story.id}.png`;
  const baselineFile = path.join(dirs.baselines, file);
  if (accept) {
    writeFileSync(baselineFile, actual);
    continue;
  }
  if (!existsSync(baselineFile)) {
    missing += 1;
    writeFileSync(path.join(dirs.actual, file), actual);
    failures.push(`${story.id}: no baseline (run npm run test:visual:accept after checking visual/actual/${file})`);
    continue;
  }
  const a = PNG.sync.read(readFileSync(baselineFile));
  const b = PNG.sync.read(actual);
  if (a.width !== b.width || a.height !== b.height) {
    writeFileSync(path.join(dirs.actual, file), actual);
    failures.push(`${story.id}: size changed ${a.width}x${a.height} -> ${b.width}x${b.height}`);
    continue;
  }
  const diff = new PNG({ width: a.width, height: a.height });
  const changed = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: 0.1 });
  if (changed > TOLERATED_PIXELS) {
    writeFileSync(path.join(dirs.actual, file), actual);
    writeFileSync(path.join(dirs.diff, file), PNG.sync.write(diff));
    failures.push(`${story.id}: ${changed} pixels differ (visual/diff/${file})`);
  }
}

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
