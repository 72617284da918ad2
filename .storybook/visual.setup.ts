// After each story test has rendered and played: the layout check (packages/ui/src/storybook/
// layout-defects.ts) judges the page as a person looks at it, then the visual regression check
// (scripts/visual-check.mjs) compares its picture with the committed baseline. A story tagged
// 'no-visual' draws something that differs from run to run: it is tested, not pictured. Toasts are left
// out of the pictures (they go after 5 s, so whether one is still there depends on the machine's speed)
// except in stories tagged 'visual-toasts'. A story tagged 'phone' shows a phone's layout in a narrow box
// on the desktop-wide test page: its lists may scroll sideways, as on a phone.
import { afterEach } from 'vitest';
import { commands } from 'vitest/browser';
import { layoutDefects } from '../packages/ui/src/storybook/layout-defects';

declare module 'vitest/browser' {
  interface BrowserCommands {
    visualCheck: (storyId: string, options?: { toasts?: boolean }) => Promise<string | undefined>;
  }
}

afterEach(async (context) => {
  const storyId = (context.task.meta as { storyId?: string }).storyId;
  const tags = (context as { story?: { tags?: string[] } }).story?.tags ?? [];
  if (!storyId || context.task.result?.errors?.length) return;
  // Two frames: what a failed image or a measured column changes is drawn first; a finding is looked
  // at again half a second later (a busy machine may not have drawn the page's answer to it yet).
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const phone = tags.includes('phone');
  let defects = layoutDefects(document, { phone });
  if (defects.length) {
    await new Promise((done) => setTimeout(done, 500));
    defects = layoutDefects(document, { phone });
  }
  if (defects.length) throw new Error(`Layout of ${storyId}:\n  ${defects.join('\n  ')}`);
  if (tags.includes('no-visual')) return;
  const change = await commands.visualCheck(storyId, { toasts: tags.includes('visual-toasts') });
  if (change) throw new Error(`Visual regression: ${change}`);
});
