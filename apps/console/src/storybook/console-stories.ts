import type { Parameters } from '@storybook/react-vite';
import { isRole, roleLabels, roles, type Role } from '@stride/domain';
import { handlers } from '@stride/mocks';
import type { SetupWorker } from 'msw/browser';
import { within } from 'storybook/test';

/** A real PNG drawn in the browser, for stories that upload a picture (the design system's own). */
export { pngFile } from '@stride/ui/story-files';

/** A phone's width (the preview's Phone viewport): page showcases are pictured there too. */
const phoneMode = { Phone: { viewport: 390 } };

/**
 * Chromatic modes of a page's showcase story: as it opens on a desktop (Storybook's test width) and on a
 * phone. The story tests picture the same modes (.storybook/visual-modes.ts).
 */
export const pageModes = { Desktop: { viewport: 1200 }, ...phoneMode };

/**
 * Chromatic modes, one per role of the Role toolbar (`globalTypes.role` in .storybook/preview.tsx, built
 * from the same `roles`): a role-driven story is captured once as each role, named by its label, and on a
 * phone as the toolbar's first role.
 */
const roleModes = {
  ...(Object.fromEntries(roles.map((role) => [roleLabels[role], { role }])) as Record<
    string,
    { role: Role }
  >),
  ...phoneMode,
};

/** Parameters every page story shares: full-screen layout. */
export const pageParameters: Parameters = {
  layout: 'fullscreen',
};

/**
 * A page's showcase story whose screen differs by role: no fixed role, so the Role toolbar chooses it
 * (the tests see the toolbar's initial role), and Chromatic captures it once per role. The per-role
 * stories stay as tests (tag `!dev`: tested, not in the sidebar).
 */
export const byRole = {
  args: { role: null },
  parameters: { chromatic: { modes: roleModes } },
  // Waits for the page, touches nothing: the story opens in its named state.
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 }, settled);
  },
};

/** A page's showcase story as its one role (a page only that role opens): the page, untouched. */
export const asRole = (role: Role) => ({
  globals: { role },
  parameters: { chromatic: { modes: pageModes } },
  play: byRole.play,
});

/** A page story's beforeEach: the demo backend answers every documented endpoint. */
export function demoBackend({ msw }: { msw: SetupWorker }) {
  msw.use(...handlers);
}

/** The role a page story renders as: the story's `globals.role`, else the toolbar's choice. */
export function roleOf(globals: Record<string, unknown>): Role {
  return isRole(globals.role) ? globals.role : 'SUPERADMIN';
}

/** How long a page story's play waits for the demo backend: under a full run's load a step can take over 10 s; a wait ends as soon as its condition holds. */
export const settled = { timeout: 20_000 } as const;
