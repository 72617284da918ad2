// axe-core (in node_modules through Storybook's a11y addon) run inside the page under test.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.2 A and AA rules (axe tags each rule with the version that introduced it). */
const wcag22aaTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

type AxeResults = { violations: Array<{ id: string; nodes: Array<{ target: unknown[] }> }> };

/**
 * The page's WCAG 2.2 A/AA violations, one line each: 'rule: element, element'. axe is put in with
 * the DevTools protocol, which the page's Content-Security-Policy does not govern, so the scan runs
 * under the same policy as the walk.
 */
export async function wcagViolations(page: Page): Promise<string[]> {
  try {
    return await scanOnce(page);
  } catch (error) {
    // Chromium replaced the page's JavaScript context under the scan (seen once on a loaded CI
    // machine, right after a screen had rendered): the page is scanned again once it has loaded.
    if (!String(error).includes('Execution context was destroyed')) throw error;
    await page.waitForLoadState('load');
    return scanOnce(page);
  }
}

async function scanOnce(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    (tags) =>
      (
        window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }
      ).axe.run(document, { runOnly: { type: 'tag', values: tags } }),
    wcag22aaTags,
  );
  return results.violations.map(
    ({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
