import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import {
  contentSecurityPolicy,
  deploymentFromEnv,
  type Deployment,
} from '../../scripts/content-security-policy.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const repositoryRoot = path.join(root, '../..');

/**
 * The build decides its deployment: it writes dist/deployment.json (the production server serves the
 * policy it gives), the Content-Security-Policy as a <meta> in index.html (any static host serves it) and
 * as dist/_headers (for static hosts that read one). A build for a real API (VITE_API_URL) leaves out the
 * demo's service worker and sample files.
 */
function deployment(): Plugin {
  let settings: Deployment = {};
  let outDir = '';
  return {
    name: 'stride-deployment',
    apply: 'build',
    configResolved(config) {
      settings = deploymentFromEnv({
        ...loadEnv(config.mode, repositoryRoot, ['VITE_', 'MAP_']),
        ...process.env,
      });
      outDir = path.resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: {
          'http-equiv': 'Content-Security-Policy',
          content: contentSecurityPolicy(settings, { meta: true }),
        },
        injectTo: 'head-prepend',
      },
    ],
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'deployment.json',
        source: `${JSON.stringify(settings, null, 2)}\n`,
      });
      this.emitFile({
        type: 'asset',
        fileName: '_headers',
        source: `/*\n  Content-Security-Policy: ${contentSecurityPolicy(settings)}\n  X-Content-Type-Options: nosniff\n`,
      });
    },
    closeBundle() {
      if (!settings.apiUrl) return;
      for (const demoOnly of ['mockServiceWorker.js', 'demo'])
        rmSync(path.join(outDir, demoOnly), { recursive: true, force: true });
    },
  };
}

export default defineConfig({
  plugins: [react(), deployment()],
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
