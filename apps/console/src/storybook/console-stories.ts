import type { Parameters } from '@storybook/react-vite';
import { isRole, roles, type Role } from '@stride/domain';
import { handlers } from '@stride/mocks';
import type { SetupWorker } from 'msw/browser';

/** A real PNG drawn in the browser, for stories that upload a picture (the design system's own). */
export { pngFile } from '@stride/ui/story-files';

/** Chromatic modes: every page story is captured once per role (the role toolbar global). */
export const roleModes = Object.fromEntries(roles.map((role) => [role.toLowerCase(), { role }])) as Record<
  string,
  { role: Role }
>;

/** Parameters every page story shares: full-screen layout and one Chromatic capture per role. */
export const pageParameters: Parameters = {
  layout: 'fullscreen',
  chromatic: { modes: roleModes },
};

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
