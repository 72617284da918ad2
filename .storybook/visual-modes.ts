// The pictures a story test takes, as Chromatic takes them: a story with `parameters.chromatic.modes` is
// pictured once per mode (each a set of globals, such as the Role toolbar's role, and a viewport), under
// `<story id>@<mode name>`; a story without modes once, under its id. The offline check (visual.setup.ts)
// and Chromatic then picture the same screens.

/** One Chromatic mode: a viewport (a width, or width and height) and the globals it sets. */
type ChromaticMode = {
  viewport?: number | { width?: number; height?: number };
  disable?: boolean;
  [global: string]: unknown;
};

/** What the story test knows of the story it ran (Storybook's composed story). */
export type StoryUnderTest = {
  tags?: string[];
  globals: Record<string, unknown>;
  parameters?: { chromatic?: { modes?: Record<string, ChromaticMode>; diffThreshold?: number } };
  run: (context?: Record<string, unknown>) => Promise<void>;
};

export type Viewport = { width: number; height: number };

/** Where a story test shows a story (Storybook's test default), and a phone's screen (the preview's Phone). */
export const testViewport: Viewport = { width: 1200, height: 900 };
const phoneHeight = 844;

export type ModePicture = {
  /** The picture's name: the story id, or `<story id>@<mode>`. */
  id: string;
  viewport: Viewport;
  globals: Record<string, unknown>;
  /** Whether the story must run again (its play too) in the mode's viewport and globals first. */
  rerun: boolean;
};

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function viewportOf(mode: ChromaticMode): Viewport {
  const { viewport } = mode;
  if (viewport === undefined) return testViewport;
  if (typeof viewport === 'number')
    return { width: viewport, height: viewport < testViewport.width ? phoneHeight : testViewport.height };
  const width = viewport.width ?? testViewport.width;
  return {
    width,
    height: viewport.height ?? (width < testViewport.width ? phoneHeight : testViewport.height),
  };
}

/**
 * The pictures of one story, in the order they are taken: the modes the story already ran in first
 * (its own viewport and globals: pictured as the play left it), then each other mode.
 */
export function modePictures(storyId: string, story: StoryUnderTest): ModePicture[] {
  const modes = Object.entries(story.parameters?.chromatic?.modes ?? {}).filter(([, mode]) => !mode.disable);
  if (modes.length === 0) return [{ id: storyId, viewport: testViewport, globals: {}, rerun: false }];
  const pictures = modes.map(([name, mode]) => {
    const { viewport: _viewport, disable: _disable, ...globals } = mode;
    const viewport = viewportOf(mode);
    const asRun =
      viewport.width === testViewport.width &&
      viewport.height === testViewport.height &&
      Object.entries(globals).every(([key, value]) => story.globals[key] === value);
    return { id: `${storyId}@${slug(name)}`, viewport, globals, rerun: !asRun };
  });
  return [...pictures.filter((picture) => !picture.rerun), ...pictures.filter((picture) => picture.rerun)];
}

/**
 * Why a story lacks the pictures it owes, if it does: a page story in the sidebar (a showcase, not a
 * `!dev` test) is pictured on a phone too, so it declares a mode narrower than the test width
 * (`pageModes`, or a role story's modes).
 */
export function missingModes(storyId: string, story: StoryUnderTest): string | undefined {
  const showcase = storyId.startsWith('pages-') && (story.tags ?? []).includes('dev');
  if (!showcase) return undefined;
  const pictures = modePictures(storyId, story);
  if (pictures.some((picture) => picture.viewport.width < testViewport.width)) return undefined;
  return `${storyId} is a page showcase with no phone picture: give it parameters.chromatic.modes = pageModes (apps/console/src/storybook/console-stories.ts)`;
}
