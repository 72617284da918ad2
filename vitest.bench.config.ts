import { defineConfig } from 'vitest/config';

/** Benchmarks (npm run bench) run in node, apart from the test projects. */
export default defineConfig({
  test: {
    environment: 'node',
    benchmark: { include: ['packages/*/src/**/*.bench.ts', 'apps/*/src/**/*.bench.ts'] },
  },
});
