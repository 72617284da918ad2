// deck.gl loads only on the map routes (issue 5): in the built console, the chunks that carry
// deck.gl's layers are fetched on Maps and Heatmap, never on Home or Metrics.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, inject, it } from 'vitest';
import { chromiumForThisFile, signInToHome } from './chromium-session';

const assets = path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist/assets');
const baseUrl = inject('consoleUrl');
const browser = chromiumForThisFile();

/** Chunks with deck.gl's layer classes in them (their layer names survive minification). */
const deckChunks = () =>
  readdirSync(assets).filter((file) => {
    if (!file.endsWith('.js')) return false;
    const code = readFileSync(path.join(assets, file), 'utf8');
    return code.includes('ScatterplotLayer') || code.includes('HeatmapLayer');
  });

it('fetches deck.gl only when a map route opens', async () => {
  const deck = deckChunks();
  expect(deck.length).toBeGreaterThan(0);
  const page = await browser().newPage({ viewport: { width: 1280, height: 800 } });
  const fetched = new Set<string>();
  page.on('request', (request) => {
    const file = path.basename(new URL(request.url()).pathname);
    if (file.endsWith('.js')) fetched.add(file);
  });
  await signInToHome(page, baseUrl);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Metrics' }).click();
  await page.getByRole('tab', { name: 'Summary' }).waitFor();
  expect([...fetched].filter((file) => deck.includes(file))).toEqual([]);

  await menu.getByRole('link', { name: 'Maps', exact: true }).click();
  const map = page.getByRole('region', { name: 'Travel plan map' });
  await map.waitFor();
  await page.waitForFunction(() => document.querySelector('section[aria-label="Travel plan map"]')?.getAttribute('data-state') === 'drawn', null, { timeout: 60_000 });
  expect([...fetched].filter((file) => deck.includes(file)).length).toBeGreaterThan(0);
  await page.close();
}, 120_000);
