// deck.gl loads only on the map routes: in the built console, the chunks that carry
// deck.gl's layers are fetched on Maps and Heatmap, never on Home or Metrics; on an organisation's
// page, only once an address's 'Pick on map' is opened (ADR 0076).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
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

/** A new page signed in as the super admin, and the set of .js files it fetched. */
async function signedIn() {
  const page = await browser().newPage({ viewport: { width: 1280, height: 800 } });
  const fetched = new Set<string>();
  page.on('request', (request) => {
    const file = path.basename(new URL(request.url()).pathname);
    if (file.endsWith('.js')) fetched.add(file);
  });
  await signInToHome(page, baseUrl);
  return { page, fetched };
}

const mapDrawn = (page: Page, label: string) =>
  page.waitForFunction(
    (name) => document.querySelector(`section[aria-label="${name}"]`)?.getAttribute('data-state') === 'drawn',
    label,
    { timeout: 60_000 },
  );

// Rules: maps.service-script
it('fetches deck.gl only when a map route opens', async () => {
  const deck = deckChunks();
  expect(deck.length).toBeGreaterThan(0);
  const { page, fetched } = await signedIn();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Metrics' }).click();
  await page.getByRole('tab', { name: 'Summary' }).waitFor();
  expect([...fetched].filter((file) => deck.includes(file))).toEqual([]);

  await menu.getByRole('link', { name: 'Maps', exact: true }).click();
  const map = page.getByRole('region', { name: 'Travel plan map' });
  await map.waitFor();
  await mapDrawn(page, 'Travel plan map');
  expect([...fetched].filter((file) => deck.includes(file)).length).toBeGreaterThan(0);
  await page.close();
}, 120_000);

it("fetches deck.gl on an organisation's page only when an address's map pick opens", async () => {
  const deck = deckChunks();
  const { page, fetched } = await signedIn();
  await page.goto(`${baseUrl}/members/organization/101`);
  await page.getByRole('tab', { name: 'Add address' }).click();
  await page.getByRole('form', { name: 'Add address' }).waitFor();
  expect([...fetched].filter((file) => deck.includes(file))).toEqual([]);

  await page.getByRole('button', { name: 'Pick on map' }).click();
  await page.getByRole('region', { name: 'Address location' }).waitFor();
  await mapDrawn(page, 'Address location');
  expect([...fetched].filter((file) => deck.includes(file)).length).toBeGreaterThan(0);
  await page.close();
}, 120_000);
