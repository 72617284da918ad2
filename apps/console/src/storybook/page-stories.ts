import type { StoryObj } from '@storybook/react-vite';
import type { Role } from '@stride/domain';
import { latency, malformedBody, networkError, noAnswer, serverError } from '@stride/mocks';
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleAt, renderAsRole } from './ConsoleAt';
import { demoBackend, pageModes, pageParameters, settled } from './console-stories';
import { holdTheDeadlines, passTheDeadline, runningDeadlines } from './deadline-clock';
import { draftEditors, draftStorageKey } from '../drafts/editor-drafts';

/** What every page story's meta shares; the meta adds its literal `title` and `args`. */
export const pageMeta = {
  component: ConsoleAt,
  parameters: pageParameters,
  beforeEach: (context: { msw: SetupWorker }) => {
    // No story meets a draft an earlier one left; a story that wants one stores it in its own beforeEach.
    for (const editor of draftEditors) localStorage.removeItem(draftStorageKey(editor));
    demoBackend(context);
  },
  render: renderAsRole,
};

export type PageStory = StoryObj<typeof ConsoleAt>;
type Canvas = ReturnType<typeof within>;

/** The page and what it opens in a portal (dialogs, toasts): a fault inside a dialog shows there. */
const wholePage = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Clicks Retry; where several parts of a page show the same failed answer, any one Retry reloads it. */
async function retry(canvas: Canvas) {
  const [first] = await canvas.findAllByRole('button', { name: 'Retry' }, settled);
  await userEvent.click(first!);
}

/** The first call of `endpoint` meets `fault`: the page offers Retry, and Retry brings it back (what `loaded` checks). */
function faultThenRetry(
  role: Role,
  fault: HttpHandler[],
  loaded: (canvas: Canvas) => Promise<unknown>,
): PageStory {
  return {
    tags: ['!dev', '!autodocs'],
    globals: { role },
    beforeEach: ({ msw }: { msw: SetupWorker }) => {
      msw.use(...fault);
    },
    play: async ({ canvasElement }) => {
      const canvas = wholePage(canvasElement);
      await retry(canvas);
      await loaded(canvas);
      await expect(canvas.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    },
  };
}

/**
 * The first answer of `endpoint` fails: the page offers Retry, and Retry brings it back.
 * `loaded` checks what the page shows once the answer arrives.
 */
export function serverErrorThenRetry(
  role: Role,
  endpoint: string,
  loaded: (canvas: Canvas) => Promise<unknown>,
): PageStory {
  return faultThenRetry(role, serverError(endpoint, { once: true }), loaded);
}

/** The network drops the first call of `endpoint`: Retry, and Retry brings the page back. */
export function networkFailureThenRetry(
  role: Role,
  endpoint: string,
  loaded: (canvas: Canvas) => Promise<unknown>,
): PageStory {
  return faultThenRetry(role, networkError(endpoint, { once: true }), loaded);
}

/**
 * The first call of `endpoint` never answers. On a fake clock (ADR 0093) the page keeps waiting
 * until 10 s pass, then shows its error state (with `message`, when given) and Retry, and Retry brings
 * the page back.
 */
export function slowAnswerThenRetry(
  role: Role,
  endpoint: string,
  loaded: (canvas: Canvas) => Promise<unknown>,
  message?: string,
): PageStory {
  let waiting = 0;
  return {
    tags: ['!dev', '!autodocs'],
    globals: { role },
    beforeEach: ({ msw }: { msw: SetupWorker }) => {
      waiting = 0;
      msw.use(...noAnswer(endpoint, { once: true, onCall: () => (waiting += 1) }));
      return holdTheDeadlines();
    },
    play: async ({ canvasElement }) => {
      const canvas = wholePage(canvasElement);
      // Every other call has its answer; only the hung one is still waiting, and no error shows yet.
      await waitFor(() => expect([waiting, runningDeadlines()]).toEqual([1, 1]), settled);
      await expect(canvas.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
      passTheDeadline();
      if (message) await expect(await canvas.findByText(message, {}, settled)).toBeVisible();
      await retry(canvas);
      await loaded(canvas);
      await expect(canvas.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    },
  };
}

/** The page's failed load as it shows: Retry (and `message`, when given), where the page or a dialog shows it. */
async function retryShown(canvasElement: HTMLElement, message?: string | RegExp) {
  const canvas = wholePage(canvasElement);
  await expect((await canvas.findAllByRole('button', { name: 'Retry' }, settled))[0]).toBeVisible();
  if (message) await expect(canvas.getByText(message)).toBeVisible();
}

/** `endpoint` answers a body of the wrong shape: the page shows `message` (if given) and Retry, never a blank screen. */
export function malformedAnswer(role: Role, endpoint: string, message?: string | RegExp): PageStory {
  return {
    tags: ['!dev', '!autodocs'],
    globals: { role },
    beforeEach: ({ msw }: { msw: SetupWorker }) => {
      msw.use(...malformedBody(endpoint));
    },
    play: async ({ canvasElement }) => retryShown(canvasElement, message),
  };
}

/**
 * A page's server-error showcase: every call of `endpoint` answers 500, and the page opens on its
 * failed load with Retry, untouched (`serverErrorThenRetry` tests that Retry brings it back).
 */
export function serverErrorShown(role: Role, endpoint: string): PageStory {
  return {
    globals: { role },
    parameters: { chromatic: { modes: pageModes } },
    beforeEach: ({ msw }: { msw: SetupWorker }) => {
      msw.use(...serverError(endpoint));
    },
    play: async ({ canvasElement }) => retryShown(canvasElement),
  };
}

/** `role` may not open the page: the console says so (ADR 0022). */
export function notAvailableTo(role: Role): PageStory {
  return {
    tags: ['!dev', '!autodocs'],
    globals: { role },
    play: async ({ canvasElement }) => {
      await expect(
        await within(canvasElement).findByText(/not available for your role/, {}, settled),
      ).toBeVisible();
    },
  };
}

/**
 * A page's empty showcase: `endpoint` answers `body`, an empty list in the endpoint's own shape, and the
 * page opens on its empty state, which `empty` finds.
 */
export function emptyAnswer(
  role: Role,
  endpoint: string,
  body: JsonBodyType,
  empty: (canvas: Canvas) => Promise<HTMLElement>,
): PageStory {
  return {
    globals: { role },
    parameters: { chromatic: { modes: pageModes } },
    beforeEach: ({ msw }: { msw: SetupWorker }) => {
      msw.use(http.all(endpoint, () => HttpResponse.json(body)));
    },
    play: async ({ canvasElement }) => {
      await expect(await empty(within(canvasElement))).toBeVisible();
    },
  };
}

/** `endpoint` never answers in time: the page shows its loading state, which `loading` finds. */
export function stillLoading(
  role: Role,
  endpoint: string,
  loading: (canvas: Canvas) => Promise<unknown>,
): PageStory {
  return {
    globals: { role },
    parameters: { chromatic: { modes: pageModes } },
    beforeEach: ({ msw }: { msw: SetupWorker }) => {
      msw.use(...latency(60_000, endpoint));
    },
    play: async ({ canvasElement }) => {
      await expect(await loading(within(canvasElement))).toBeInTheDocument();
    },
  };
}

/** Cancel leaves the page for the screen titled `title` (the actions pages' Cancel "goes back"). */
export function cancelGoesTo(role: Role, title: string): PageStory {
  return {
    tags: ['!dev', '!autodocs'],
    globals: { role },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.click(await canvas.findByRole('button', { name: 'Cancel' }, settled));
      await expect(await canvas.findByRole('heading', { level: 1, name: title }, settled)).toBeVisible();
    },
  };
}

/** The role, the endpoint and what the page shows once loaded: one set feeds every fault story of a page. */
export type FaultRecovery = Parameters<typeof serverErrorThenRetry>;

/** `story`'s steps after pressing `button`, for a page that loads only then (a Generate button, a dialog). */
export function afterClicking(button: string, story: PageStory): PageStory {
  return {
    ...story,
    play: async (context) => {
      await userEvent.click(
        await within(context.canvasElement).findByRole('button', { name: button }, settled),
      );
      await story.play!(context);
    },
  };
}
