// What the browser benchmarks share: the built console served by the production server, the system
// Chromium, and a page signed in to the demo (its query picks the dataset size).
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { serveConsole } from './console-server.mjs';

export const consoleRoot = path.resolve(import.meta.dirname, '../apps/console');

/** Serves apps/console/dist and opens Chromium; `close()` stops both. */
export async function openBuiltConsole() {
  const server = await serveConsole();
  const baseUrl = server.url;
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: chromiumArgs,
    headless: true,
  });
  const close = async () => {
    await browser.close();
    await server.close();
  };
  return { baseUrl, browser, close };
}

/** A new page at `${baseUrl}/${query}`, signed in as the super admin and on Home; `initScript` runs first. */
export async function signedInPage(browser, baseUrl, query, initScript) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  if (initScript) await page.addInitScript(initScript);
  await page.goto(`${baseUrl}/${query}`);
  await page.getByLabel('Username').fill('super@demo.test');
  await page.getByLabel(/^Password/).fill('stride-demo');
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await page.getByRole('heading', { level: 1, name: 'Home', exact: true }).waitFor();
  return page;
}

/** Goes from the page's menu to Maps; answers the travel map's region once it is in the page. */
export async function openTravelMap(page) {
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Maps', exact: true })
    .click();
  const map = page.getByRole('region', { name: 'Travel plan map' });
  await map.waitFor();
  return map;
}

/** Median, min and max of some runs. */
export function spread(values, unit = 'ms', runs = 'runs') {
  const sorted = [...values].sort((a, b) => a - b);
  return `median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ${unit}, min ${sorted[0].toFixed(0)} ${unit}, max ${sorted.at(-1).toFixed(0)} ${unit} (${sorted.length} ${runs})`;
}
