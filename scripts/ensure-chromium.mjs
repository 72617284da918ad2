// Before the browser tests: find Chromium, install Debian's package when we can, or say what to install.
import { execSync } from 'node:child_process';
import { chromiumFound } from './chromium.mjs';

if (!chromiumFound()) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = (() => {
    try {
      execSync('command -v apt-get', { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();
  if (isRoot && hasApt) {
    console.log("No Chromium found: installing Debian's chromium package (apt-get install -y chromium)...");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
  }
  if (!chromiumFound()) {
    console.error(
      'No Chromium found for the browser tests.\n' +
        'Install it with:  sudo apt-get install -y chromium   (Debian/Ubuntu)\n' +
        'or point CHROME_PATH at a Chromium or Chrome binary, then run npm test again.',
    );
    process.exit(1);
  }
}
