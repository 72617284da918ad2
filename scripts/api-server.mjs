// The reference HTTP API (`npm run api`): the demo backend's handlers and seeded data over HTTP on an
// origin of their own (packages/mocks/src/http-server.ts), for a console built with VITE_API_URL.
//   npm run api                      # PORT (default 8787), HOST (default 127.0.0.1)
//   CONSOLE_ORIGINS="http://127.0.0.1:5173" npm run api   # only these pages may call it (default: any)
//   STORAGE_PORT=8788 npm run api    # presigned uploads go to a storage host of its own on that port
// It serves the demo's pictures and letters (public/demo) on its own origin, as its answers name them.
// Switch a fault on for every later call, and off again (the demo's scenarios):
//   curl -X POST http://127.0.0.1:8787/__stride/fault/server-error    # or another scenario (README)
//   curl -X POST 'http://127.0.0.1:8787/__stride/fault/forbidden?path=*/api/admin/councils*'   # some calls only
//   curl -X POST http://127.0.0.1:8787/__stride/fault/none
//   curl -X POST http://127.0.0.1:8787/__stride/reset                 # the seeded data again
// The TypeScript sources are bundled once with Vite (about a second) into node_modules/.cache.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'node_modules/.cache/stride-api');

/** Bundles the reference server and answers its module (serveApi). */
export async function loadApiServer() {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: {
      ssr: path.join(root, 'packages/mocks/src/http-server.ts'),
      outDir,
      emptyOutDir: true,
      minify: false,
    },
    ssr: { noExternal: [/^@stride\//] },
  });
  return import(pathToFileURL(path.join(outDir, 'http-server.js')).href);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const { serveApi } = await loadApiServer();
  const origins = process.env.CONSOLE_ORIGINS?.split(/\s+/).filter(Boolean);
  const api = await serveApi({
    port: Number(process.env.PORT ?? 8787),
    host: process.env.HOST ?? '127.0.0.1',
    allowedOrigins: origins?.length ? origins : '*',
    log: (line) => console.log(line),
    staticRoot: path.join(root, 'public'),
    storage: process.env.STORAGE_PORT ? { port: Number(process.env.STORAGE_PORT) } : undefined,
  });
  console.log(
    `Reference API on ${api.url} (demo accounts as in the README; faults: POST ${api.url}__stride/fault/<name|none>)`,
  );
  if (api.storageUrl)
    console.log(
      `Its storage host on ${api.storageUrl}: build with VITE_UPLOAD_ORIGINS=${new URL(api.storageUrl).origin}`,
    );
}
