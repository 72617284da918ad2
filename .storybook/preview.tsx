import type { Preview } from '@storybook/react-vite';
import { roleLabels, roles } from '@stride/domain';
import { StrideProvider } from '@stride/ui';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';

// Plays wait up to 5 s for what they look for (findBy…, waitFor): page stories load lazy routes and
// demo data, and a busy 2-core CI machine (or the visual run's parallel pages) is slower than a laptop.
configure({ asyncUtilTimeout: 5_000 });

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
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story's test.
    a11y: { test: 'error' },
  },
  decorators: [
    (Story) => (
      <StrideProvider>
        <Story />
      </StrideProvider>
    ),
  ],
};

export default preview;
