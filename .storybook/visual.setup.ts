// After each story test has rendered and played: the layout check (packages/ui/src/storybook/
// layout-defects.ts) judges the page as a person looks at it, then the visual regression check
// (scripts/visual-check.mjs) compares its picture with the committed baseline. A story tagged
// 'no-visual' draws something that differs from run to run: it is tested, not pictured. Toasts are left
// out of the pictures (they go after 5 s, so whether one is still there depends on the machine's speed)
// except in stories tagged 'visual-toasts'. A story tagged 'phone' shows a phone's layout in a narrow box
// on the desktop-wide test page: its lists may scroll sideways, as on a phone.
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { commands, page } from 'vitest/browser';
import { layoutDefects } from '../packages/ui/src/storybook/layout-defects';
import { missingModes, modePictures, type StoryUnderTest } from './visual-modes';

declare module 'vitest/browser' {
  interface BrowserCommands {
    visualCheck: (
      storyId: string,
      options?: { toasts?: boolean; threshold?: number },
    ) => Promise<string | undefined>;
  }
}

const twoFrames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));

// Story files share one frame per worker (isolate: false in vitest.config.ts). A file starts once the
// frame has drawn what the previous file left: the resize a picture's check put back, a focus moved
// by a closing dialog. Their events are delivered before a frame's animation callbacks; without the
// wait one could reach the next file's first story mid-play (a menu closing on "resize" or "blur").
beforeAll(async () => {
  window.scrollTo(0, 0);
  await twoFrames();
});

// What the frame saw during a story (focus, size, pointer and key presses), shown when the story fails:
// a failure that happens only after some other file is then readable from the CI log alone.
// This file runs again for every file in the shared frame: the listeners are added once, by the first.
const frame = window as { storyFrameEvents?: string[] };
const seen = frame.storyFrameEvents ?? listenToTheFrame((frame.storyFrameEvents = []));

function listenToTheFrame(seen: string[]) {
  const note = (text: string) => {
    seen.push(`${performance.now().toFixed(0)} ms ${text}`);
    if (seen.length > 40) seen.shift();
  };
  for (const type of ['focus', 'blur', 'resize'])
    window.addEventListener(type, (event) => {
      if (event.target === window) note(`window ${type}${document.hasFocus() ? '' : ' (frame not focused)'}`);
    });
  for (const type of ['pointerdown', 'pointerup', 'keydown'])
    document.addEventListener(
      type,
      (event) => {
        const target = event.target as Element;
        const pointer = event as PointerEvent;
        const keys = [pointer.ctrlKey && 'ctrl', pointer.shiftKey && 'shift', pointer.altKey && 'alt'].filter(
          Boolean,
        );
        note(
          `${type} on ${target.nodeName.toLowerCase()}${target.id ? `#${target.id}` : ''}` +
            (type === 'keydown'
              ? ` ${(event as KeyboardEvent).key}`
              : ` at ${pointer.pageX},${pointer.pageY}`) +
            (keys.length ? ` with ${keys.join('+')}` : ''),
        );
      },
      true,
    );
  return seen;
}

// Storybook's interactions instrumenter keeps every story's calls (with the elements they were given)
// until the Storybook UI moves to another story; tests never do, so in a shared frame every page story's
// DOM stayed reachable and the frame's memory grew by gigabytes. Each story starts as after a move.
const instrumenter = () =>
  (window as { __STORYBOOK_ADDON_INTERACTIONS_INSTRUMENTER__?: { cleanup: () => void } })
    .__STORYBOOK_ADDON_INTERACTIONS_INSTRUMENTER__;

beforeEach(() => {
  instrumenter()?.cleanup();
  // Each story starts at the top of its frame, wherever the previous story's play or picture left it.
  window.scrollTo(0, 0);
  seen.length = 0;
  seen.push(
    `${performance.now().toFixed(0)} ms story starts: frame ${innerWidth}×${innerHeight}, scrolled ${scrollX},${scrollY}, ` +
      `focus ${document.hasFocus() ? 'in the frame' : 'elsewhere'}, body style "${document.body.getAttribute('style') ?? ''}"`,
  );
});

/** The layout check (throws what it finds), then the picture of what the story shows now, under `pictureId`: answers what changed. */
async function checkWhatIsShown(pictureId: string, story: StoryUnderTest) {
  const tags = story.tags ?? [];
  // Two frames: what a failed image or a measured column changes is drawn first; a finding is looked
  // at again half a second later (a busy machine may not have drawn the page's answer to it yet).
  await twoFrames();
  const phone = tags.includes('phone');
  let defects = layoutDefects(document, { phone });
  if (defects.length) {
    await new Promise((done) => setTimeout(done, 500));
    defects = layoutDefects(document, { phone });
  }
  if (defects.length) throw new Error(`Layout of ${pictureId}:\n  ${defects.join('\n  ')}`);
  if (tags.includes('no-visual')) return;
  return commands.visualCheck(pictureId, {
    toasts: tags.includes('visual-toasts'),
    threshold: story.parameters?.chromatic?.diffThreshold,
  });
}

afterEach(async (context) => {
  if (context.task.result?.errors?.length) throw new Error(`What the frame saw:\n  ${seen.join('\n  ')}`);
  const storyId = (context.task.meta as { storyId?: string }).storyId;
  const story = (context as { story?: StoryUnderTest }).story;
  if (!storyId || !story) return;
  const missing = missingModes(storyId, story);
  if (missing) throw new Error(missing);
  // A story with Chromatic modes is pictured as Chromatic takes it: once per mode (a role, a phone's
  // width), each under its own name; the story runs again, play and all, for each mode it was not run in.
  // Every mode is pictured even when an earlier one changed, so one run shows them all.
  const changes: string[] = [];
  for (const picture of modePictures(storyId, story)) {
    if (picture.rerun) {
      await page.viewport(picture.viewport.width, picture.viewport.height);
      await story.run({ globals: { ...story.globals, ...picture.globals } });
    }
    const change = await checkWhatIsShown(picture.id, story);
    if (change) changes.push(change);
  }
  if (changes.length) throw new Error(`Visual regression: ${changes.join('\nVisual regression: ')}`);
});
