// What the e2e tests share: the system Chromium, headless, and a demo sign-in that lands on Home.
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { chromiumPath, testChromiumArgs, testLocale } from '../../../scripts/chromium.mjs';

/**
 * The e2e's Chromium, in British English: its arguments set the languages pages read, and every context
 * it opens (browser.newPage opens one too) has the en-GB locale unless a test asks for another, which
 * sets Intl's default (dates, numbers) as a British user's browser has it.
 */
async function launchChromium() {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: testChromiumArgs,
    headless: true,
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options) => newContext({ locale: testLocale, ...options });
  return browser;
}

/** Launches Chromium before a file's tests and closes it after them; call the result for the browser. */
export function chromiumForThisFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser!;
}

/**
 * Opens the console, logs in as `email` (password 'stride-demo') and waits for Home. The school admin's
 * organisation has terms not yet agreed in a new session: their dialog shows before or after Home draws (as
 * the machine's load decides) and leaves the page behind it inert, so for that account the terms are
 * confirmed first.
 */
export async function signInToHome(page: Page, baseUrl: string, email = 'super@demo.test') {
  await page.goto(baseUrl);
  await page.getByLabel('Username').fill(email);
  await page.getByLabel(/^Password/).fill('stride-demo');
  await page.getByRole('button', { name: 'LOG IN' }).click();
  if (email === termsAccount) {
    const terms = page.getByRole('dialog', { name: 'Terms & conditions' });
    await terms.getByRole('button', { name: 'Confirm' }).click({ timeout: 30_000 });
    await terms.waitFor({ state: 'hidden' });
  }
  await page.getByRole('heading', { level: 1, name: 'Home', exact: true }).waitFor();
}

/** The demo account whose organisation has terms to agree at every new sign-in. */
const termsAccount = 'school@demo.test';

/**
 * Opens `link` in a fresh page of `browser` signed in as `email` (a colleague the link was sent to), runs
 * `check` there, and closes the page.
 */
export async function inAColleaguesBrowser(
  browser: Browser,
  baseUrl: string,
  link: string,
  check: (at: Page) => Promise<void>,
  email = 'super@demo.test',
) {
  const colleague = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    await signInToHome(colleague, baseUrl, email);
    await colleague.goto(link);
    await check(colleague);
  } finally {
    await colleague.close();
  }
}
