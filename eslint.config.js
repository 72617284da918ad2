import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import tseslint from 'typescript-eslint';

/** Which of our packages each package may import (ARCHITECTURE.md, "Which way the arrows point"). */
const allowed = {
  domain: [],
  api: ['@stride/domain'],
  mocks: ['@stride/api', '@stride/domain'],
  ui: ['@stride/domain'],
};
const ours = ['@stride/domain', '@stride/api', '@stride/mocks', '@stride/ui', '@stride/console'];

const restrict = (pkg, extra = []) => ({
  files: [`packages/${pkg}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...ours
            .filter((name) => !allowed[pkg].includes(name) && name !== `@stride/${pkg}`)
            .map((name) => ({
              group: [name, `${name}/*`],
              message: `packages/${pkg} may not import ${name} (ARCHITECTURE.md).`,
            })),
          {
            group: ['../../*/src/*', '../../../*/src/*'],
            message: 'Import other packages by their @stride name.',
          },
          ...extra,
        ],
      },
    ],
  },
});

const namedExportsOnly = {
  selector: 'ExportDefaultDeclaration',
  message: 'Named exports only (default only in stories and config files).',
};

/** The console reads the server only through app/useQuery.ts, which pairs each key with its fetcher. */
const swrHooksOnlyInUseQuery = {
  files: ['apps/console/src/**/*.{ts,tsx}'],
  ignores: ['apps/console/src/app/useQuery.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      namedExportsOnly,
      {
        selector:
          'ImportDeclaration[source.value=/^swr(\\/infinite)?$/] > :matches(ImportDefaultSpecifier, ImportNamespaceSpecifier, ImportSpecifier[imported.name="default"])',
        message:
          'Read the server with useQuery or useInfiniteQuery (app/useQuery.ts) and a query descriptor.',
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'public/mockServiceWorker.js',
      'packages/ui/src/theme/generated/**',
      'visual/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', namedExportsOnly],
    },
  },
  restrict('domain', [
    { group: ['react', 'react-dom', 'react/*'], message: 'packages/domain is pure TypeScript: no React.' },
  ]),
  restrict('api', [
    {
      group: ['react', 'swr', 'jotai', 'styled-components'],
      message: 'packages/api never imports UI or state.',
    },
  ]),
  restrict('mocks'),
  restrict('ui', [
    {
      group: ['swr', 'swr/*', 'jotai', 'jotai/*', 'msw', 'msw/*', 'react-router', 'react-router-dom'],
      message: 'packages/ui takes data and callbacks as props: no fetching, routing or app state.',
    },
  ]),
  {
    files: ['apps/console/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/console/src/demo/**',
      'apps/console/src/storybook/**',
      'apps/console/src/**/*.stories.tsx',
      'apps/console/src/**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@stride/mocks', '@stride/mocks/*'],
              message: 'The console reaches mocks only through the lazily loaded demo bootstrap (src/demo/).',
            },
          ],
        },
      ],
    },
  },
  swrHooksOnlyInUseQuery,
  {
    files: [
      '**/*.stories.tsx',
      '**/*.config.{ts,js,mjs}',
      'eslint.config.js',
      '.storybook/**',
      'apps/console/e2e/serve-console.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  ...storybook.configs['flat/recommended'],
);
