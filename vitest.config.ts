import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumPath, testChromiumArgs, testLocale } from './scripts/chromium.mjs';
import { visualCheck } from './scripts/visual-check.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  test: {
    // Two test files at a time, even on a 2-core machine: story tests spend part of their time waiting
    // (debounces, demo answers), so two overlap well; three were slower than two when measured.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // Test files share their worker's modules: importing the packages (the demo data, the handlers)
          // again for each of the ~140 files was three quarters of this project's time (80 s -> 20 s).
          // Every file puts back what it changes (timers, stubbed globals, the demo data it writes);
          // the files pass in any order (tried with --sequence.shuffle.files).
          isolate: false,
          // A guard against a hang, not a speed check: property tests run hundreds of cases and share
          // two cores with the browser tests.
          testTimeout: 30_000,
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'tokens/**/*.test.ts',
            'scripts/**/*.test.ts',
            '.storybook/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['apps/console/e2e/**/*.e2e.ts'],
          globalSetup: ['apps/console/e2e/serve-console.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          // Story files share their test page's frame, one after another (the story's module graph,
          // Storybook's runtime and the demo backend load once per worker, not once per file: a quarter
          // of the story tests' time). Every story starts clean without it: the demo data, drafts and
          // the request handlers are reset before each story, each story renders into a fresh root, and
          // each file waits for the frame to draw what the previous one left (.storybook/visual.setup.ts).
          isolate: false,
          // A guard against a hang, not a speed check: the longest page stories (a whole editor filled in,
          // saved and read back) take 15 s alone and up to four times that on a 2-core machine while the
          // e2e project drives its own Chromium beside them.
          testTimeout: 120_000,
          // Every story test ends with its visual regression check, which retakes a picture that differs
          // for up to 6 s while the story settles (scripts/visual-check.mjs); a story with modes runs
          // again, play and all, for each (a map page By Role: five roles and a phone, half a minute on a
          // loaded machine, when a timed-out check went on running into the next story).
          hookTimeout: 90_000,
          // React's diagnostics for DevTools off first, before react-dom loads (a quarter of the story
          // frame's CPU: .storybook/react-diagnostics-off.ts), then the layout and visual checks.
          setupFiles: [
            path.join(dirname, '.storybook/react-diagnostics-off.setup.ts'),
            path.join(dirname, '.storybook/visual.setup.ts'),
          ],
          browser: {
            commands: { visualCheck },
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath(), args: testChromiumArgs },
              // British English for Intl's defaults too (the flags set only navigator.language), as the
              // e2e sessions' contexts.
              contextOptions: { locale: testLocale },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
