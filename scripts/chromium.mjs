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
 * open passes it; `--lang` alone changes nothing in headless Chromium that lacks the language's resources
 * (Debian's chromium package has en-US only, the others are in chromium-l10n).
 */
export const testLocale = 'en-GB';

/**
 * The tests' Chromium: pages are composited in software (WebGL still draws with SwiftShader). Without a
 * GPU, compositing through SwiftShader cost the story tests about a fifth of their time in its GPU process;
 * the pictures differ only in the anti-aliasing of a few icon edges. The benchmarks keep the default.
 * It speaks British English: `--lang` where Chromium has the resources for it, and `--accept-lang`, which
 * sets what every page reads of the user's languages (`navigator.language`, the Accept-Language header)
 * even where it has not.
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
