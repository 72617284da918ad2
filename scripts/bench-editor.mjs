// Browser benchmark of the built console (demo mode), part of `npm run bench`: typing in the automation
// editor. A key typed into a field of a new automation (Name) and of a saved one (Description, checked
// as it changes), from the key event to the next frame painted. An editor that draws all of itself again
// for every key (its rules, its schedule's upcoming launches, its organisation lists) is felt here on a
// slow machine; the target is the 50 ms of a list's filter keystroke.
// Expects `npm run build` to have run (scripts/bench.mjs does it first).
import { openBuiltConsole, signedInPage, spread } from './bench-console.mjs';

const sessions = 3;
const targetMs = 50;
const text = 'Walkers of the month';
const { baseUrl, browser, close } = await openBuiltConsole();

try {
  const created = [];
  const saved = [];
  for (let session = 0; session < sessions; session += 1) {
    const page = await automationsPage();
    await page.getByRole('button', { name: 'Add new Automation' }).click();
    const editor = page.getByRole('dialog', { name: 'New automation' });
    created.push(...(await timeTyping(page, editor.getByRole('textbox', { name: /^Name/ }))));
    await page.context().close();
    const other = await automationsPage();
    await other
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    const open = other.getByRole('dialog', { name: /^Edit / });
    saved.push(...(await timeTyping(other, open.getByRole('textbox', { name: /^Description/ }))));
    await other.context().close();
  }
  console.log('\nAutomation editor, a key typed → the next frame painted:');
  console.log(`  new automation, Name:           ${spread(created, 'ms', 'keys')} (target < ${targetMs} ms)`);
  console.log(`  saved automation, Description:  ${spread(saved, 'ms', 'keys')} (target < ${targetMs} ms)`);
} finally {
  await close();
}

/** A page signed in as the super admin, on the automations list. */
async function automationsPage() {
  const page = await signedInPage(browser, baseUrl, '');
  await page.goto(`${baseUrl}/members/automations`);
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .waitFor({ timeout: 60_000 });
  return page;
}

/** Types `text` into `field` key by key; answers each key's milliseconds from its key event to the frame after it painted. */
async function timeTyping(page, field) {
  await field.click();
  const times = [];
  for (const key of text) {
    await field.evaluate((input) => {
      window.paintedAt = undefined;
      input.addEventListener(
        'keydown',
        (event) => {
          window.keyAt = event.timeStamp;
          // The key's work (React draws what the change touches) runs in its input event; the frame
          // after it is painted when a message posted from its animation-frame callback arrives.
          input.addEventListener(
            'input',
            () =>
              requestAnimationFrame(() => {
                const channel = new MessageChannel();
                channel.port1.onmessage = () => (window.paintedAt = performance.now());
                channel.port2.postMessage(undefined);
              }),
            { once: true },
          );
        },
        { capture: true, once: true },
      );
    });
    await page.keyboard.type(key);
    await page.waitForFunction(() => window.paintedAt !== undefined, undefined, { timeout: 30_000 });
    times.push(await page.evaluate(() => window.paintedAt - window.keyAt));
  }
  return times;
}
