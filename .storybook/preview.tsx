import type { Preview } from '@storybook/react-vite';
// The preview is part of every story: it imports the modules it uses, never a package's whole index,
// so Chromatic's TurboSnap does not take a change anywhere in a package for a change to every story.
import { roleLabels, roles } from '../packages/domain/src/access/role';
import { MapRendererProvider } from '../packages/ui/src/maps/map-renderer';
import { AppClockProvider } from '../packages/ui/src/primitives/RelativeTime/app-clock';
import { StrideProvider } from '../packages/ui/src/theme/StrideProvider';
import { tokenValues } from '../packages/ui/src/theme/theme';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';

// Plays wait up to 5 s for what they look for (findBy…, waitFor): page stories load lazy routes and
// demo data, and a busy 2-core CI machine (or the visual run's parallel pages) is slower than a laptop.
configure({ asyncUtilTimeout: 5_000 });

const px = (width: number, height: number) => ({ width: `${width}px`, height: `${height}px` });
// The breakpoint tokens are lengths ('900px'); the viewports name them by their number of pixels.
const [sm, md, lg, xl] = (['sm', 'md', 'lg', 'xl'] as const).map((name) =>
  parseInt(tokenValues.breakpoint[name], 10),
);

/**
 * The Viewport toolbar: the widths admins use, then the design tokens' breakpoints (a layout changes
 * at these widths). None is applied by default: stories fill the window, as the story tests see them.
 */
const viewports = {
  phone: { name: 'Phone (390)', styles: px(390, 844), type: 'mobile' },
  laptop: { name: 'Laptop (1280)', styles: px(1280, 800), type: 'desktop' },
  desktop: { name: 'Desktop (1440)', styles: px(1440, 900), type: 'desktop' },
  'breakpoint-sm': { name: `Breakpoint sm (${sm})`, styles: px(sm, 900), type: 'tablet' },
  'breakpoint-md': { name: `Breakpoint md (${md}, menu as a drawer)`, styles: px(md, 900), type: 'tablet' },
  'breakpoint-lg': { name: `Breakpoint lg (${lg})`, styles: px(lg, 900), type: 'desktop' },
  'breakpoint-xl': { name: `Breakpoint xl (${xl})`, styles: px(xl, 900), type: 'desktop' },
} as const;

/** Whether the stories run as tests (Vitest with Storybook's plugin defines this; Storybook alone does not). */
const storyTests = import.meta.env.VITEST_STORYBOOK !== undefined;

const BrowserDate = globalThis.Date;
const storiesMoment = BrowserDate.parse('2026-11-24T10:00:00Z');
/**
 * The console's clock in stories (what '3 hours ago' is told from): a fixed moment, so pictures do not
 * depend on the day they are taken; the browser's when a story stopped or moves it itself (its `Date`
 * is then the story's clock). Page stories give the demo backend's clock (`ConsoleAt`).
 */
const storiesClock = () =>
  globalThis.Date === BrowserDate ? new BrowserDate(storiesMoment) : new globalThis.Date();

const preview: Preview = {
  // One worker for all stories; page stories add the demo handlers in beforeEach({ msw }).
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker();
      await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
      return worker;
    }),
  ],
  // The visual check of the story tests (scripts/visual-check.mjs) pictures the story's own element.
  beforeEach: ({ canvasElement }) => {
    canvasElement.setAttribute('data-visual-root', '');
  },
  globalTypes: {
    role: {
      description: 'The role page stories are signed in as',
      toolbar: {
        title: 'Role',
        icon: 'user',
        items: roles.map((role) => ({ value: role, title: roleLabels[role] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { role: 'SUPERADMIN' },
  parameters: {
    layout: 'padded',
    // Every prop in the args table with its description and default, not only the ones a story sets.
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: viewports },
    docs: { toc: true },
    options: {
      // Introduction first, then from the smallest part to whole pages; alphabetical inside each group,
      // with a group's guidance page first. The order must be written here in full: Storybook reads it
      // from this file without running it.
      storySort: {
        method: 'alphabetical',
        order: [
          'Introduction',
          'Foundations',
          ['Overview', '*'],
          'Primitives',
          ['When to use which', '*'],
          'Components',
          ['When to use which', 'Guidelines', '*'],
          'Charts',
          'Editor',
          'Maps',
          'Pages',
          'Hardening',
        ],
      },
    },
    // Accessibility violations fail the story's test. In the story tests axe details only the
    // violations (what fails a story): the elements of every passed and incomplete check, ~180 kB a
    // story, were sent to the test runner and kept there for all 1 500 stories. Storybook's
    // Accessibility panel, outside the tests, still lists every result.
    a11y: { test: 'error', options: storyTests ? { resultTypes: ['violations'] } : {} },
  },
  decorators: [
    // Maps are pictured on the GPU path (deck.gl), the design's reference, though the test runner's
    // WebGL is software (where the console draws on the CPU path); the CPU path has stories of its own.
    (Story) => (
      <StrideProvider>
        <MapRendererProvider renderer="gpu">
          <AppClockProvider now={storiesClock}>
            <Story />
          </AppClockProvider>
        </MapRendererProvider>
      </StrideProvider>
    ),
  ],
};

export default preview;
