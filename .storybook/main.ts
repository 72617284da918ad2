import type { StorybookConfig } from '@storybook/react-vite';
import remarkGfm from 'remark-gfm';

const config: StorybookConfig = {
  stories: [
    '../packages/*/src/**/*.mdx',
    '../packages/*/src/**/*.stories.tsx',
    '../apps/*/src/**/*.stories.tsx',
  ],
  addons: [
    '@storybook/addon-vitest',
    'msw-storybook-addon',
    '@storybook/addon-a11y',
    // MDX pages write tables (and autolinks) as GitHub-flavoured markdown, which MDX does not read alone.
    {
      name: '@storybook/addon-docs',
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      // Pre-bundle every dependency up front: a dependency discovered mid-run makes Vite reload the
      // page, which breaks a running browser test.
      optimizeDeps: {
        include: [
          'react',
          'react-dom',
          'react-dom/client',
          'react/jsx-runtime',
          'styled-components',
          'radix-ui',
          '@tanstack/react-table',
          'dompurify',
          'react-hook-form',
          '@stride/ui > @hookform/resolvers/zod',
          'zod',
          'jotai',
          'jotai/utils',
          'swr',
          'swr/infinite',
          'react-router-dom',
          'msw',
          'msw/browser',
          'msw-storybook-addon/csf3',
          'storybook/test',
          'date-fns',
          // Heavy libraries of the map and editor routes (deck.gl, tiptap), pre-bundled for the same reason.
          '@deck.gl/core',
          '@deck.gl/react',
          '@deck.gl/layers',
          '@deck.gl/aggregation-layers',
          '@deck.gl/geo-layers',
          'topojson-client',
          'maplibre-gl',
          '@tiptap/react',
          '@tiptap/starter-kit',
          '@tiptap/pm/state',
          '@tiptap/extensions',
        ],
      },
      build: {
        chunkSizeWarningLimit: 4000,
        rolldownOptions: {
          onwarn(warning: { code?: string }, warn: (w: unknown) => void) {
            // "use client" directives in jotai, swr, tiptap, react-apexcharts are harmless here.
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            warn(warning);
          },
        },
      },
    });
  },
};

export default config;
