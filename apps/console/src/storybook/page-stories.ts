import type { StoryObj } from '@storybook/react-vite';
import type { Role } from '@stride/domain';
import { latency, malformedBody, serverError } from '@stride/mocks';
import type { SetupWorker } from 'msw/browser';
import { expect, userEvent, within } from 'storybook/test';
import { ConsoleAt, renderAsRole } from './ConsoleAt';
import { demoBackend, pageParameters, settled } from './console-stories';
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

/**
 * The first answer of `endpoint` fails: the page offers Retry, and Retry brings it back.
 * `loaded` checks what the page shows once the answer arrives.
 */
export function serverErrorThenRetry(role: Role, endpoint: string, loaded: (canvas: Canvas) => Promise<unknown>): PageStory {
  return {
    globals: { role },
    beforeEach: ({ msw }: { msw: SetupWorker }) => {
      msw.use(...serverError(endpoint, { once: true }));
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.click(await canvas.findByRole('button', { name: 'Retry' }, settled));
      await loaded(canvas);
      await expect(canvas.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    },
  };
}

/** `endpoint` answers a body of the wrong shape: the page shows `message` (if given) and Retry, never a blank screen. */
export function malformedAnswer(role: Role, endpoint: string, message?: string | RegExp): PageStory {
  return {
    globals: { role },
    beforeEach: ({ msw }: { msw: SetupWorker }) => {
      msw.use(...malformedBody(endpoint));
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('button', { name: 'Retry' }, settled)).toBeVisible();
      if (message) await expect(canvas.getByText(message)).toBeVisible();
    },
  };
}

/** `role` may not open the page: the console says so (ADR 0022). */
export function notAvailableTo(role: Role): PageStory {
  return {
    globals: { role },
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByText(/not available for your role/, {}, settled)).toBeVisible();
    },
  };
}

/** `endpoint` never answers in time: the page shows its loading state, which `loading` finds. */
export function stillLoading(role: Role, endpoint: string, loading: (canvas: Canvas) => Promise<unknown>): PageStory {
  return {
    globals: { role },
    beforeEach: ({ msw }: { msw: SetupWorker }) => {
      msw.use(...latency(60_000, endpoint));
    },
    play: async ({ canvasElement }) => {
      await expect(await loading(within(canvasElement))).toBeInTheDocument();
    },
  };
}
