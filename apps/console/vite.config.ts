import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  plugins: [react()],
  // One .env and one public/ (mockServiceWorker.js) for the whole repo.
  envDir: path.join(root, '../..'),
  publicDir: path.join(root, '../../public'),
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: the JS budget test and `npm run bench` read the chunk graph from it.
    manifest: true,
    chunkSizeWarningLimit: 4000,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The libraries every screen and the login page run on, as one chunk: left to itself the
            // splitter cuts them into a chunk each, whose gzip overhead counts against the login budget.
            {
              name: 'shell',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|jotai|styled-components|stylis|@emotion[\\/]unitless)[\\/]/,
            },
          ],
        },
      },
      onwarn(warning, warn) {
        // "use client" directives in jotai, swr, tiptap, react-apexcharts are harmless here.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
