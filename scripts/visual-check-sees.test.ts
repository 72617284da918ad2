// What the visual check sees: the changes a designer makes on purpose (a one-step colour token, a
// 600/700 weight, 2 px of padding) each fail it, drawn by the tests' own Chromium with the design's
// typeface from npm, while the same screen drawn again in a fresh page passes.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chromiumPath, testChromiumArgs } from './chromium.mjs';
import { acceptBaseline, compareWithBaseline, type VisualDirs } from './visual-check.mjs';

const root = path.resolve(import.meta.dirname, '..');
const teal = JSON.parse(readFileSync(path.join(root, 'tokens/base/color.json'), 'utf8')).color.base
  .teal as Record<string, { $value: string }>;
const typeface = pathToFileURL(path.join(root, 'node_modules/@fontsource-variable/inter/index.css')).href;

/** A notice card's title and its primary button, as the console draws them, with what a designer may change. */
function card({ accent = teal['600']!.$value, titleWeight = 700, padding = 12 } = {}) {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8">
<link rel="stylesheet" href="${typeface}">
<style>
  body { margin: 0; font-family: 'Inter Variable', sans-serif; background: #ffffff; color: #1f2933; }
  article { width: 360px; padding: 16px; }
  h2 { font-size: 18px; font-weight: ${titleWeight}; margin: 0 0 8px; }
  p { font-size: 14px; font-weight: 400; margin: 0 0 12px; }
  button { font: 500 14px 'Inter Variable', sans-serif; color: #ffffff; background: ${accent};
    border: 0; border-radius: 6px; padding: 8px ${padding}px; }
</style></head>
<body><article><h2>Walk to school week</h2><p>Join us on Monday for a week of walking.</p>
<button type="button">Read more</button></article></body></html>`;
}

let browser: Browser;
let dirs: VisualDirs;
let pages: string;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath(), args: testChromiumArgs });
});
afterAll(async () => {
  await browser?.close();
});

beforeEach(() => {
  const dir = mkdtempSync(path.join(tmpdir(), 'visual-sees-'));
  dirs = {
    baselines: path.join(dir, 'baselines'),
    actual: path.join(dir, 'actual'),
    diff: path.join(dir, 'diff'),
  };
  pages = path.join(dir, 'pages');
  mkdirSync(pages);
  return () => rmSync(dir, { recursive: true, force: true });
});

/** The card drawn in a fresh page, once its typeface has loaded, pictured as the check pictures a story. */
async function draw(html: string): Promise<Buffer> {
  const file = path.join(pages, `${Math.random().toString(36).slice(2)}.html`);
  writeFileSync(file, html);
  const page = await browser.newPage({ viewport: { width: 400, height: 200 } });
  try {
    await page.goto(pathToFileURL(file).href);
    await page.evaluate(() => document.fonts.ready);
    const loaded = await page.evaluate(() => document.fonts.check("700 18px 'Inter Variable'"));
    expect(loaded, 'the typeface from npm is drawn').toBe(true);
    return await page.locator('article').screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
  } finally {
    await page.close();
  }
}

describe('the visual check compares as a designer looks', () => {
  it('passes the same card drawn again in a fresh page', async () => {
    await acceptBaseline('card', await draw(card()), dirs);
    expect(compareWithBaseline('card', await draw(card()), { dirs })).toBeUndefined();
  });

  it('fails a one-step colour token change (the primary button from teal.600 to teal.700)', async () => {
    await acceptBaseline('card', await draw(card()), dirs);
    const change = compareWithBaseline('card', await draw(card({ accent: teal['700']!.$value })), { dirs });
    expect(change).toMatch(/pixels of card differ from its baseline/);
  });

  it('fails a title drawn at weight 600 instead of 700', async () => {
    await acceptBaseline('card', await draw(card()), dirs);
    const change = compareWithBaseline('card', await draw(card({ titleWeight: 600 })), { dirs });
    expect(change).toMatch(/pixels of card differ from its baseline/);
  });

  it('fails 2 px more padding inside the button', async () => {
    await acceptBaseline('card', await draw(card()), dirs);
    const change = compareWithBaseline('card', await draw(card({ padding: 14 })), { dirs });
    expect(change).toMatch(/pixels of card differ from its baseline/);
  });
});
