// What the e2e tests share: the system Chromium, headless, and a demo sign-in that lands on Home.
import { chromium, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';

export const launchChromium = () => chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });

/** Opens the console, logs in as `email` (password 'stride-demo') and waits for Home. */
export async function signInToHome(page: Page, baseUrl: string, email = 'super@demo.test') {
  await page.goto(baseUrl);
  await page.getByLabel('Username').fill(email);
  await page.getByLabel(/^Password/).fill('stride-demo');
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await page.getByRole('heading', { level: 1, name: 'Home', exact: true }).waitFor();
}
