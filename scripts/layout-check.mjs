// The story tests' layout check (packages/ui/src/storybook/layout-defects.ts) run on a page of the built
// console: used by the role walk (every screen of every role at the widths admins use) and by the
// screenshots script.
import path from 'node:path';
import { build } from 'esbuild';

const source = path.resolve(import.meta.dirname, '../packages/ui/src/storybook/layout-defects.ts');
let script;

/** The check as a script for the page: it defines `window.strideLayoutDefects(document)`. */
async function layoutCheckScript() {
  script ??= build({
    stdin: {
      contents: `import { layoutDefects } from ${JSON.stringify(source)}; window.strideLayoutDefects = layoutDefects;`,
      resolveDir: path.dirname(source),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    write: false,
    logLevel: 'error',
  }).then(({ outputFiles }) => outputFiles[0].text);
  return script;
}

/**
 * Waits until the page has its answers: no request for a while (once per page load), nothing loading (a
 * busy region, an indeterminate progress bar — a determinate one, such as an achievement's, is content —
 * or a chart waiting for its turn to be drawn), then two frames drawn.
 */
export async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page
    .waitForFunction(
      () =>
        !document.querySelector(
          '[aria-busy="true"], [role="progressbar"]:not([aria-valuenow]), [data-chart-pending]',
        ),
      null,
      { timeout: 15_000 },
    )
    .catch(() => {});
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * The layout defects of the page as it is now, one line each. A finding is looked at again half a
 * second later, as the story tests do (a busy machine may not have drawn the answer to it yet).
 */
export async function layoutFindings(page) {
  const check = await layoutCheckScript();
  const read = async () => {
    // Not a script tag: the console's Content-Security-Policy allows no inline script.
    if (!(await page.evaluate(() => 'strideLayoutDefects' in window))) await page.evaluate(check);
    return page.evaluate(() => window.strideLayoutDefects(document));
  };
  const found = await read();
  if (!found.length) return found;
  await page.waitForTimeout(500);
  return read();
}
