// The visual regression check of every story test (scripts/visual-check.mjs): after the story has
// rendered and played, its picture is compared with the committed baseline. A story tagged 'no-visual'
// draws something that differs from run to run: it is tested, not pictured. Toasts are left out of the
// pictures (they go after 5 s, so whether one is still there depends on the machine's speed) except in
// stories tagged 'visual-toasts'.
import { afterEach } from 'vitest';
import { commands } from 'vitest/browser';

declare module 'vitest/browser' {
  interface BrowserCommands {
    visualCheck: (storyId: string, options?: { toasts?: boolean }) => Promise<string | undefined>;
  }
}

afterEach(async (context) => {
  const storyId = (context.task.meta as { storyId?: string }).storyId;
  const tags = (context as { story?: { tags?: string[] } }).story?.tags ?? [];
  if (!storyId || tags.includes('no-visual') || context.task.result?.errors?.length) return;
  const change = await commands.visualCheck(storyId, { toasts: tags.includes('visual-toasts') });
  if (change) throw new Error(`Visual regression: ${change}`);
});
