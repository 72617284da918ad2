import type { KnipConfig } from 'knip';

/**
 * knip (npm run lint): unused files, dependencies and exports. The packages' barrels are checked too
 * (includeEntryExports): a package exports what another package imports, nothing more.
 */
const config: KnipConfig = {
  // Storybook's MDX pages import from ui (the Markdown link overrides).
  compilers: { mdx: true },
  workspaces: {
    '.': {
      // Run by scripts/bench.mjs (execSync), or by hand, or as a worker; the bench pages are named by
      // their .html files.
      entry: [
        'scripts/bench-{metrics,users,maps,lighthouse,editor}.mjs',
        'scripts/bench-peers/run.mjs',
        'scripts/bench-peers/pages/{leaflet-heat,leaflet-maps}.ts',
        'scripts/bench-peers/pages/{stride-heat,tables}.tsx',
        'scripts/screenshots.mjs',
        'scripts/png-compress.mjs',
      ],
      project: ['scripts/**/*.{ts,tsx,mjs,mdx}', '.storybook/*.{ts,tsx}', 'tokens/*.{ts,mjs}', '*.ts'],
      vitest: { config: ['vitest.config.ts', 'vitest.bench.config.ts'] },
      ignoreBinaries: ['apt-get'],
      // Run by scripts/openapi.mjs (its CLI, through node), which knip does not follow.
      ignoreDependencies: ['@redocly/cli'],
    },
    // Two tests read the api barrel whole (Object.keys of `import * as api`): every `…Query` and
    // every `…Path` it exports. Followed, they would make every export of api look used, so knip
    // leaves them out of the graph; what only they use is marked `@public`.
    'packages/api': {
      includeEntryExports: true,
      project: ['src/**/*.{ts,tsx,mdx}'],
      vitest: { entry: ['src/**/*.{test,bench}.ts', '!src/query/query-registry.test.ts'] },
      ignoreFiles: ['src/query/query-registry.test.ts'],
    },
    'packages/mocks': {
      includeEntryExports: true,
      project: ['src/**/*.{ts,tsx,mdx}'],
      vitest: { entry: ['src/**/*.{test,bench}.ts', '!src/contract.test.ts'] },
      ignoreFiles: ['src/contract.test.ts'],
    },
    'packages/*': {
      includeEntryExports: true,
      project: ['src/**/*.{ts,tsx,mdx}'],
    },
    'apps/console': {
      entry: ['e2e/**/*.e2e.ts'],
      project: ['src/**/*.{ts,tsx,mdx}', 'e2e/**/*.ts'],
    },
  },
};

export default config;
