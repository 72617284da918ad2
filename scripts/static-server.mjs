// A tiny static file server on localhost for built output (storybook-static, the console's dist).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const types = {
  '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css',
  '.json': 'application/json', '.png': 'image/png', '.svg': 'image/svg+xml', '.woff2': 'font/woff2',
  '.ico': 'image/x-icon', '.map': 'application/json', '.txt': 'text/plain',
};

/**
 * Serves `root` on 127.0.0.1 (a free port); resolves with its base URL and a close function.
 * `cacheFor` (seconds) lets the browser keep everything but HTML for that long: for runs over a build
 * that does not change while it is served.
 */
export function serveStatic(root, { cacheFor = 0 } = {}) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(root)) return void res.writeHead(403).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file)) return void res.writeHead(404).end();
    const type = types[path.extname(file)] ?? 'application/octet-stream';
    const cache = cacheFor && type !== 'text/html' ? { 'Cache-Control': `max-age=${cacheFor}` } : {};
    res.writeHead(200, { 'Content-Type': type, ...cache });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(done)) });
    });
  });
}
