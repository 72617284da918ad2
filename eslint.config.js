import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import tseslint from 'typescript-eslint';

/** Which of our packages each package may import (docs/architecture.md, "Import directions"). */
const allowed = {
  domain: [],
  api: ['@stride/domain'],
  mocks: ['@stride/api', '@stride/domain'],
  ui: ['@stride/domain'],
};
const ours = ['@stride/domain', '@stride/api', '@stride/mocks', '@stride/ui', '@stride/console'];

/**
 * Inside packages/ui a file imports another component's file, never its folder's index.ts (which
 * only serves the package barrel) nor the package barrel itself (docs/components.md, "Files and names").
 */
const uiSrc = new URL('packages/ui/src/', import.meta.url);
const uiComponentFolders = readdirSync(uiSrc, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((area) => readdirSync(new URL(`${area.name}/`, uiSrc), { withFileTypes: true }))
  .filter((entry) => entry.isDirectory() && /^[A-Z]/.test(entry.name))
  .map((entry) => entry.name);
const uiImportStyle = [
  {
    group: ['@stride/ui', '@stride/ui/*'],
    message: 'Inside packages/ui import the file itself, not the package barrel.',
  },
  {
    // `../Button`, `../../primitives/Button`; the barrels (`./primitives/Button`) are left alone.
    regex: `^(\\.\\./)+([a-z][\\w-]*/)?(${[...new Set(uiComponentFolders)].join('|')})$`,
    caseSensitive: true,
    message: "Import the component's file (`../Button/Button`), not its folder's index.",
  },
];

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
              message: `packages/${pkg} may not import ${name} (docs/architecture.md, "Import directions").`,
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

/**
 * Who may see or do what is decided in packages/domain/src/access/ (docs/architecture.md, Role rules):
 * the production code of the ui, the console, the demo backend and domain's other areas asks its functions,
 * never compares a role with a literal.
 */
const roleLiteral = 'Literal[value=/^(SUPERADMIN|COUNCIL_ADMIN|MULTI_SCHOOL_ADMIN|SCHOOL_ADMIN|ADMIN)$/]';
const roleRuleMessage = 'Ask a role rule of packages/domain/src/access/ (e.g. picksTargetSchools(role)).';
const roleLiteralBans = [
  { selector: `BinaryExpression[operator=/^[!=]==?$/] > ${roleLiteral}`, message: roleRuleMessage },
  { selector: `SwitchCase > ${roleLiteral}.test`, message: roleRuleMessage },
  {
    selector: `CallExpression[callee.property.name='includes'] > MemberExpression.callee ArrayExpression > ${roleLiteral}`,
    message: roleRuleMessage,
  },
];
/** Tests (and stories, below) may pick accounts or cases by role. */
const tests = ['**/*.test.{ts,tsx}'];

/**
 * The console reaches the server's cache only through the hook files: app/useQuery.ts reads (each key
 * paired with its fetcher by a query descriptor), app/useMutation.ts writes (each write naming what it
 * changes in its mutation descriptor), app/AppProviders.tsx provides the cache.
 */
const swrHookFiles = [
  'apps/console/src/app/useQuery.ts',
  'apps/console/src/app/useMutation.ts',
  'apps/console/src/app/AppProviders.tsx',
];
const swrOutsideHookFiles = [
  {
    selector:
      ':matches(ImportDeclaration, ImportExpression, ExportNamedDeclaration, ExportAllDeclaration)[source.value=/^swr(\\/.*)?$/]',
    message:
      'Read with useQuery or useInfiniteQuery (app/useQuery.ts), write with useMutation (app/useMutation.ts).',
  },
  {
    selector:
      ':matches(CallExpression[callee.name="mutate"], CallExpression[callee.property.name="mutate"], Identifier[name="useSWRConfig"])',
    message:
      "Write with useMutation (app/useMutation.ts) and a mutation descriptor that names what it changes; a Retry calls the read's refresh().",
  },
];
const swrOnlyInHookFiles = [
  {
    files: ['apps/console/src/**/*.{ts,tsx}'],
    ignores: swrHookFiles,
    rules: {
      'no-restricted-syntax': ['error', namedExportsOnly, ...swrOutsideHookFiles, ...roleLiteralBans],
    },
  },
  {
    files: tests.map((pattern) => `apps/console/src/${pattern}`),
    ignores: swrHookFiles,
    rules: { 'no-restricted-syntax': ['error', namedExportsOnly, ...swrOutsideHookFiles] },
  },
];

/** ApexCharts writes tooltips and legends with innerHTML: charts reach it only through ApexChart, which keeps every label text. */
const apexChartsOutsideApexChart = {
  selector: "ImportDeclaration[source.value=/^(react-)?apexcharts$/][importKind!='type']",
  message: 'Draw charts with ApexChart (charts/apex-chart.tsx): it keeps every label text.',
};

// --- Module boundaries inside the console, and no import cycles (docs/architecture.md) ----------
const consoleSrc = 'apps/console/src';
/** Every folder under features/: a new feature is covered without editing this file. */
const features = readdirSync(new URL(`${consoleSrc}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const boundaries = {
  files: ['**/*.{ts,tsx,js,mjs}'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    // Resolves relative .ts/.tsx imports and @stride/* through the workspace symlinks and each
    // package's "exports" (which point at .ts sources).
    'import-x/resolver-next': [
      createNodeResolver({
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        conditionNames: ['import', 'default'],
      }),
    ],
  },
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};
const featureBoundaries = {
  files: [`${consoleSrc}/**/*.{ts,tsx}`],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: import.meta.dirname,
        zones: [
          ...features.map((feature) => ({
            target: `${consoleSrc}/features/${feature}`,
            from: `${consoleSrc}/features`,
            except: [`./${feature}`],
            message:
              'Features do not import each other: move what they share to src/app/ (or another shared folder).',
          })),
          {
            // Everything outside features/ except the route table.
            target: `${consoleSrc}/!(features)/**/!(routes.tsx)`,
            from: `${consoleSrc}/features`,
            message: 'Only the route table (app/routes.tsx) imports features.',
          },
          {
            target: `${consoleSrc}/*.{ts,tsx}`,
            from: `${consoleSrc}/features`,
            message: 'Only the route table (app/routes.tsx) imports features.',
          },
        ],
      },
    ],
  },
};
// -----------------------------------------------------------------------------------------------

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
    ...uiImportStyle,
  ]),
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['packages/ui/src/charts/apex-chart.tsx'],
    rules: {
      'no-restricted-syntax': ['error', namedExportsOnly, apexChartsOutsideApexChart, ...roleLiteralBans],
    },
  },
  {
    // The demo backend and domain's areas ask the same rules; seed data, benches and the rules themselves
    // may name roles.
    files: ['packages/mocks/src/**/*.ts', 'packages/domain/src/**/*.ts'],
    ignores: [...tests, '**/*.bench.ts', 'packages/mocks/src/data/**', 'packages/domain/src/access/**'],
    rules: { 'no-restricted-syntax': ['error', namedExportsOnly, ...roleLiteralBans] },
  },
  {
    files: tests.map((pattern) => `packages/ui/src/${pattern}`),
    rules: { 'no-restricted-syntax': ['error', namedExportsOnly, apexChartsOutsideApexChart] },
  },
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
  ...swrOnlyInHookFiles,
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
  boundaries,
  featureBoundaries,
  ...storybook.configs['flat/recommended'],
);
