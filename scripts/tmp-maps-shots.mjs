// Temporary (not committed): pictures of the maps page for a person to look at.
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { serveConsole } from './console-server.mjs';

const { url: baseUrl, close } = await serveConsole();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
async function logIn(page, email) {
  await page.goto(baseUrl);
  await page.getByLabel('Username').fill(email);
  await page.getByLabel(/^Password/).fill('stride-demo');
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await page.waitForURL('**/members/**');
  const terms = page.getByRole('dialog', { name: 'Terms & conditions' });
  if (await terms.waitFor({ timeout: 5000 }).then(() => true, () => false)) {
    await terms.getByRole('button', { name: 'Confirm' }).click();
    await terms.waitFor({ state: 'hidden' });
  }
}
const drawn = async (page) => {
  const map = page.getByRole('region', { name: 'Travel plan map' });
  await map.waitFor({ timeout: 60000 });
  await page.waitForFunction(() => document.querySelector('section[data-state]')?.getAttribute('data-state') === 'drawn' && !document.querySelector('[role=status][aria-label="Loading markers"]'), null, { timeout: 60000 }).catch(() => {});
  await page.waitForTimeout(1500);
  return map;
};
for (const [who, email] of [['super', 'super@demo.test'], ['school', 'school@demo.test']]) {
  for (const width of [1280, 390]) {
    const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 800 } });
    const page = await context.newPage();
    await logIn(page, email);
    await page.goto(new URL("/members/maps", baseUrl).href);
    const map = await drawn(page);
    await page.screenshot({ path: `/tmp/maps-shots/${who}-${width}.png`, fullPage: true });
    if (who === 'super') {
      await page.getByRole('textbox', { name: 'Tracking id' }).fill('1');
      await page.getByRole('textbox', { name: 'Tracking id' }).press('Enter');
      await page.waitForTimeout(3000);
      await drawn(page);
      await map.scrollIntoViewIfNeeded();
      const box = await map.boundingBox();
      for (let i = 0; i < 10; i++) {
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        if (await page.getByRole('dialog', { name: 'Journey 1' }).isVisible()) break;
        await page.waitForTimeout(1000);
      }
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/maps-shots/${who}-${width}-panel.png` });
    }
    await context.close();
  }
}
await browser.close();
await close();
