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

const candidates = () =>
  [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);

/** The first Chromium found, or the conventional path when none is (ensure-chromium reports that). */
export function chromiumPath() {
  return candidates().find((p) => existsSync(p)) ?? '/usr/bin/chromium';
}

export function chromiumFound() {
  return candidates().some((p) => existsSync(p));
}
