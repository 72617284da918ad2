// A small static file server for built output: storybook-static (visual tests) and the console's
// dist (`npm start`, the e2e walk, the browser benchmarks; see scripts/console-server.mjs).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
  '.txt': 'text/plain',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
};
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.map', '.txt']);

/**
 * Serves `root` on `host` (127.0.0.1) and `port` (0: a free one); resolves with its base URL and a
 * close function. Options:
 * - `fallback`: a file (e.g. 'index.html') sent for any path without a dot that matches no file
 *   (a single-page app's routes); other misses are 404;
 * - `headers`: sent with every answer (e.g. Content-Security-Policy);
 * - `immutable`: a folder (e.g. 'assets') whose hashed files may be cached for a year.
 * Text is gzipped when the browser accepts it; dot-folders (e.g. .vite) are never served.
 */
export function serveStatic(root, { port = 0, host = '127.0.0.1', fallback, headers = {}, immutable } = {}) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = decodeURIComponent(url.pathname);
    let file = path.join(root, pathname);
    if (
      !file.startsWith(root) ||
      pathname.split('/').some((part) => part.startsWith('.') && part.length > 1)
    ) {
      return void res.writeHead(403, headers).end();
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file) && fallback && !path.basename(pathname).includes('.'))
      file = path.join(root, fallback);
    if (!existsSync(file)) return void res.writeHead(404, headers).end();
    const extension = path.extname(file);
    const cache =
      immutable && pathname.startsWith(`/${immutable}/`) ? 'public, max-age=31536000, immutable' : 'no-cache';
    const gzip = compressible.has(extension) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    res.writeHead(200, {
      ...headers,
      'Content-Type': types[extension] ?? 'application/octet-stream',
      'Cache-Control': cache,
      ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
    });
    if (req.method === 'HEAD') return void res.end();
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const address = server.address();
      resolve({
        url: `http://${host}:${address.port}`,
        close: () => new Promise((done) => server.close(done)),
      });
    });
  });
}
