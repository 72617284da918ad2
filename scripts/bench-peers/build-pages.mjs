// Builds the peers' pages (pages/*.html) with Vite into scripts/bench-peers/dist (ignored by git):
// nothing of them reaches the console's bundle or packages/ui.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const pagesRoot = path.join(import.meta.dirname, 'pages');
const peersDist = path.join(import.meta.dirname, 'dist');

export async function buildPeerPages() {
  const pages = readdirSync(pagesRoot).filter((file) => file.endsWith('.html'));
  await build({
    root: pagesRoot,
    base: './',
    logLevel: 'warn',
    configFile: false,
    plugins: [react()],
    build: {
      outDir: peersDist,
      emptyOutDir: true,
      target: 'esnext',
      chunkSizeWarningLimit: 8000,
      rolldownOptions: {
        input: Object.fromEntries(
          pages.map((page) => [page.replace('.html', ''), path.join(pagesRoot, page)]),
        ),
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          warn(warning);
        },
      },
    },
  });
  return peersDist;
}
