// A small static file server for built output: storybook-static (visual tests) and the console's
// dist (`npm start`, the e2e walk, the browser benchmarks; see scripts/console-server.mjs).
import { createReadStream, statSync } from 'node:fs';
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

const statuses = {
  400: 'Bad request',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  500: 'Server error',
};

/** The file at `file` if it is a readable regular file, else undefined (never throws). */
function regularFile(file) {
  try {
    return statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

/** The decoded path of a request target, or undefined when it is not a valid URL path. */
function requestPath(target) {
  try {
    const pathname = decodeURIComponent(new URL(target ?? '/', 'http://localhost').pathname);
    return pathname.includes('\0') ? undefined : pathname;
  } catch {
    return undefined;
  }
}

/** Whether the request reached us over HTTPS: TLS here, or a proxy in front that says so. */
const overHttps = (req) =>
  Boolean(req.socket.encrypted) ||
  String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim()
    .toLowerCase() === 'https';

/**
 * Serves `root` on `host` (127.0.0.1) and `port` (0: a free one); resolves with its base URL and a
 * close function. Options:
 * - `fallback`: a file (e.g. 'index.html') sent for any path without a dot that matches no file
 *   (a single-page app's routes), never under the `immutable` folder; other misses are 404;
 * - `headers`: sent with every answer (e.g. Content-Security-Policy);
 * - `httpsHeaders`: also sent when the request came over HTTPS (TLS, or `X-Forwarded-Proto: https`
 *   from a proxy in front), e.g. Strict-Transport-Security;
 * - `immutable`: a folder (e.g. 'assets') whose hashed files may be cached for a year.
 * Only GET and HEAD are served (others: 405); a path that does not decode is 400; every answer has a
 * Content-Type. Text is gzipped when the browser accepts it; dot-folders (e.g. .vite) are never served.
 */
export function serveStatic(
  root,
  { port = 0, host = '127.0.0.1', fallback, headers = {}, httpsHeaders = {}, immutable } = {},
) {
  const base = path.resolve(root);
  const server = createServer((req, res) => {
    const common = { ...headers, ...(overHttps(req) ? httpsHeaders : {}) };
    const refuse = (status, extra = {}) => {
      res.writeHead(status, {
        ...common,
        ...extra,
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      res.end(req.method === 'HEAD' ? undefined : `${statuses[status]}\n`);
    };
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(405, { Allow: 'GET, HEAD' });
      const pathname = requestPath(req.url);
      if (pathname === undefined) return refuse(400);
      const requested = path.join(base, pathname);
      if (
        (requested !== base && !requested.startsWith(base + path.sep)) ||
        pathname.split(/[/\\]/).some((part) => part.startsWith('.') && part.length > 1)
      ) {
        return refuse(403);
      }
      const inImmutable = Boolean(immutable) && pathname.startsWith(`/${immutable}/`);
      let file = regularFile(requested) ?? regularFile(path.join(requested, 'index.html'));
      if (!file && fallback && !inImmutable && !path.basename(pathname).includes('.'))
        file = regularFile(path.join(base, fallback));
      if (!file) return refuse(404);
      const extension = path.extname(file);
      const gzip =
        compressible.has(extension) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      const head = {
        ...common,
        'Content-Type': types[extension] ?? 'application/octet-stream',
        'Cache-Control': inImmutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
      };
      if (req.method === 'HEAD') return void res.writeHead(200, head).end();
      const stream = createReadStream(file);
      stream.once('open', () => {
        res.writeHead(200, head);
        (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
      });
      stream.once('error', () => (res.headersSent ? res.destroy() : refuse(404)));
    } catch {
      if (res.headersSent) res.destroy();
      else refuse(500);
    }
  });
  // A request Node cannot parse (a bad request line, a header too large), and CONNECT (which Node
  // hands over as a bare socket), get a plain answer too.
  const answerRaw = (socket, status, text, extra = {}) => {
    if (!socket.writable) return void socket.destroy();
    // The same headers as every other answer (ADR 0081, 0105): Node's own answers are answers too.
    const head = {
      ...headers,
      ...(socket.encrypted ? httpsHeaders : {}),
      ...extra,
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'close',
      'Content-Length': String(Buffer.byteLength(text)),
    };
    const lines = Object.entries(head).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.end(`HTTP/1.1 ${status}\r\n${lines.join('')}\r\n${text}`);
  };
  server.on('clientError', (error, socket) => {
    if (error.code === 'HPE_HEADER_OVERFLOW')
      return answerRaw(socket, '431 Request Header Fields Too Large', 'Request headers too large\n');
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
      return answerRaw(socket, '408 Request Timeout', 'Request timeout\n');
    answerRaw(socket, '400 Bad Request', 'Bad request\n');
  });
  server.on('connect', (req, socket) =>
    answerRaw(socket, '405 Method Not Allowed', 'Method not allowed\n', { Allow: 'GET, HEAD' }),
  );
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
