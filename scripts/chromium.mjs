// Where the system Chromium lives and how it is launched headless (as root, software WebGL).
import { existsSync } from 'node:fs';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--ignore-gpu-blocklist',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/**
 * The tests' language: British English, as the console's users read it. Intl's default locale follows a
 * browser context's `locale` (Playwright's option; it sets the page's ICU locale), so a context the tests
 * open passes it. Chromium on Linux takes its own language from the environment (LANGUAGE), not from
 * `--lang`, and only one it has the resources of: Debian's chromium package has en-US alone (the others
 * are in chromium-l10n), so here it stays en-US whatever it is told.
 */
export const testLocale = 'en-GB';

/**
 * The tests' Chromium: pages are composited in software (WebGL still draws with SwiftShader). Without a
 * GPU, compositing through SwiftShader cost the story tests about a fifth of their time in its GPU process;
 * the pictures differ only in the anti-aliasing of a few icon edges. The benchmarks keep the default.
 * It speaks British English: `--lang` where Chromium takes it (not on Linux), and `--accept-lang`, which
 * sets what every page reads of the user's languages (`navigator.language`, the Accept-Language header)
 * everywhere.
 */
export const testChromiumArgs = [
  ...chromiumArgs,
  '--disable-gpu-compositing',
  `--lang=${testLocale}`,
  `--accept-lang=${testLocale}`,
];

const candidates = () =>
  [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);

/** The first Chromium found, or the conventional path when none is (ensure-chromium reports that). */
export function chromiumPath() {
  return candidates().find((p) => existsSync(p)) ?? '/usr/bin/chromium';
}

export function chromiumFound() {
  return candidates().some((p) => existsSync(p));
}
