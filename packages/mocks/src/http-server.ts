// The reference HTTP API: the demo backend's own handlers and seeded data, answered over HTTP on an
// origin of their own, as the platform's API would answer the built console. The platform team reads
// it as what the console expects; the over-HTTP tests drive the built console against it.
// Started by `npm run api` (scripts/api-server.mjs) and by the over-HTTP e2e tests.
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import path from 'node:path';
import { getResponse, type HttpHandler, type Path } from 'msw';
import { handlers as demoHandlers } from './handlers/all-handlers';
import { resetDemoDb } from './data/demo-db';
import { scenarioHandlers, scenarioNames, type ScenarioName } from './scenarios';
import { demoStoragePath, storageOriginHeader } from './step-tools/step-tools-data';

/** One call the API answered, as the console saw it: for checking answers against the API's contract. */
export type ApiExchange = {
  method: string;
  /** The path without its query, e.g. `/api/admin/login`. */
  path: string;
  status: number;
  contentType?: string;
  /** The answer's body: parsed when it is JSON, the text when it is text, else undefined. */
  body: unknown;
  /** The fault scenario switched on when it was answered (its answer may be the fault's, on purpose). */
  fault?: ScenarioName;
};

export type ApiServerOptions = {
  port?: number;
  host?: string;
  /** The origins whose pages may call it (CORS); `*` admits any origin. */
  allowedOrigins?: readonly string[] | '*';
  /** A line per request (method, path, status, time); off by default. */
  log?: (line: string) => void;
  /**
   * A folder whose files are served on the API's origin when no handler answers a GET (the repository's
   * public/, which holds the demo's pictures and letters under demo/: the answers name them on the
   * API's origin). Unset: none.
   */
  staticRoot?: string;
  /**
   * A storage host of its own on another port (another origin), like S3 beside an API: presigned
   * uploads are addressed to it and it accepts their PUTs (with CORS). Unset: they go to the API's origin.
   */
  storage?: { port?: number };
  /**
   * Told of every call the API answered (not CORS preflights, the controls, static files, the storage
   * host or a dropped connection), with its answer.
   */
  onExchange?: (exchange: ApiExchange) => void;
};

export type ApiServer = {
  url: string;
  /** The storage host's base URL, when `storage` was asked for. */
  storageUrl?: string;
  /**
   * Switches a fault on for every later call (the demo's scenarios), or off with null; with `pattern`
   * (MSW syntax, `*\/api/admin/schools*`) only for the calls it matches.
   */
  setFault: (name: ScenarioName | null, pattern?: Path) => void;
  /** Which pages' origins may call it from now on (CORS), as `allowedOrigins`. */
  setAllowedOrigins: (origins: readonly string[] | '*') => void;
  /** The seeded dataset again, as at start, and no fault. */
  reset: () => void;
  close: () => Promise<void>;
};

/**
 * The control path: `POST /__stride/fault/<scenario|none>` (`?path=<pattern>` for some calls only),
 * `POST /__stride/reset` (no API path starts so).
 */
const controlPrefix = '/__stride/';

const corsHeaders = (origin: string) => ({
  'Access-Control-Allow-Origin': origin,
  'Access-Control-Allow-Credentials': 'true',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, X-Requested-With',
  'Access-Control-Max-Age': '600',
  Vary: 'Origin',
});

/** The types of the files the demo serves (pictures, letters, a map style). */
const fileTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.json': 'application/json',
  '.csv': 'text/csv',
  '.txt': 'text/plain; charset=utf-8',
};

async function bodyOf(request: IncomingMessage): Promise<Buffer | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function fetchRequestOf(
  request: IncomingMessage,
  base: string,
  body: Buffer | undefined,
  storageOrigin: string | undefined,
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    // Only the server says where its storage host is.
    if (value === undefined || name === storageOriginHeader) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  if (storageOrigin) headers.set(storageOriginHeader, storageOrigin);
  return new Request(new URL(request.url ?? '/', base), {
    method: request.method,
    headers,
    body: body && body.length ? new Uint8Array(body) : undefined,
  });
}

/** The answer's body for an exchange: parsed JSON, text, or nothing for other bytes. */
function exchangeBody(contentType: string | undefined, bytes: Buffer): unknown {
  if (bytes.length === 0) return undefined;
  const text = bytes.toString('utf8');
  if (contentType && /[/+]json\b/i.test(contentType)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return contentType && /^text\/|xml|html/i.test(contentType) ? text : undefined;
}

/** Sends a handler's answer; answers what was sent (null when the connection was dropped). */
async function send(
  response: ServerResponse,
  answer: Response,
  extra: Record<string, string>,
): Promise<{ body: Buffer } | null> {
  const headers: Record<string, string | string[]> = { ...extra };
  answer.headers.forEach((value, name) => {
    if (name === 'set-cookie') return;
    headers[name] = value;
  });
  const body = Buffer.from(await answer.arrayBuffer());
  // A network error (Response.error(), the demo's 'network-error' fault) has status 0: the socket closes.
  if (answer.type === 'error' || answer.status === 0) {
    response.destroy();
    return null;
  }
  response.writeHead(answer.status, headers);
  response.end(body);
  return { body };
}

/** The file under `root` a GET path names, or null (none, a folder, or outside the root). */
async function fileUnder(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  if (file !== root && !file.startsWith(`${root}${path.sep}`)) return null;
  const found = await stat(file).catch(() => null);
  return found?.isFile() ? file : null;
}

/**
 * Answers a request Node itself refuses (one it cannot parse, headers too large, a header timeout) or
 * CONNECT, which Node hands over as a bare socket: a JSON answer like the API's own, `nosniff` and
 * not cached, instead of Node's bare status line.
 */
function answerRawly(server: Server) {
  const answer = (socket: Duplex, status: string, message: string, extra: Record<string, string> = {}) => {
    if (!socket.writable) return void socket.destroy();
    const body = JSON.stringify({ message });
    const head = {
      ...extra,
      'Content-Type': 'application/json',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
      Connection: 'close',
      'Content-Length': String(Buffer.byteLength(body)),
    };
    const lines = Object.entries(head).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.end(`HTTP/1.1 ${status}\r\n${lines.join('')}\r\n${body}`);
  };
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'HPE_HEADER_OVERFLOW')
      return answer(socket, '431 Request Header Fields Too Large', 'Request headers too large');
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
      return answer(socket, '408 Request Timeout', 'Request timeout');
    answer(socket, '400 Bad Request', 'Bad request');
  });
  server.on('connect', (_request: IncomingMessage, socket: Duplex) =>
    answer(socket, '405 Method Not Allowed', 'Method not allowed', {
      Allow: 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    }),
  );
}

const listen = (server: Server, port: number, host: string) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });

const closeServer = (server: Server) =>
  new Promise<void>((done) => {
    server.closeAllConnections();
    server.close(() => done());
  });

/** Starts the reference API (and its storage host when asked); resolves once it listens. */
export async function serveApi({
  port = 0,
  host = '127.0.0.1',
  allowedOrigins = '*',
  log,
  staticRoot,
  storage,
  onExchange,
}: ApiServerOptions = {}): Promise<ApiServer> {
  let fault: HttpHandler[] = [];
  let faultName: ScenarioName | undefined;
  const switchFault = (name: ScenarioName | null, pattern?: Path) => {
    fault = name ? scenarioHandlers(name, pattern) : [];
    faultName = name ?? undefined;
  };
  let admittedOrigins = allowedOrigins;
  let storageOrigin: string | undefined;
  const root = staticRoot === undefined ? undefined : path.resolve(staticRoot);
  const reset = () => {
    switchFault(null);
    resetDemoDb();
  };
  resetDemoDb();

  /** Answers one request on the API's host, or (`onStorage`) on its storage host. */
  const answerRequest =
    (onStorage: boolean) => async (request: IncomingMessage, response: ServerResponse) => {
      const started = Date.now();
      const origin = request.headers.origin;
      const admitted =
        origin !== undefined && (admittedOrigins === '*' || admittedOrigins.includes(origin))
          ? origin
          : undefined;
      const cors = admitted ? corsHeaders(admitted) : {};
      const done = (status: number | string) =>
        log?.(
          `${onStorage ? 'storage: ' : ''}${request.method} ${request.url} ${status} ${Date.now() - started} ms${origin ? ` from ${origin}` : ''}`,
        );
      const notFound = () => {
        response.writeHead(404, { 'Content-Type': 'application/json', ...cors });
        response.end(JSON.stringify({ message: 'Not Found' }));
        return done(404);
      };
      try {
        if (request.method === 'OPTIONS') {
          // A preflight from an origin not admitted gets no CORS headers: the browser refuses the call.
          response.writeHead(admitted ? 204 : 403, cors);
          response.end();
          return done(admitted ? 204 : 403);
        }
        const urlPath = (request.url ?? '/').split('?')[0]!;
        // The storage host holds the presigned uploads and nothing else.
        if (onStorage && !urlPath.startsWith(`/${demoStoragePath}/`)) return notFound();
        if (!onStorage && urlPath.startsWith(controlPrefix)) {
          const [what, name] = urlPath.slice(controlPrefix.length).split('/');
          const pattern = new URL(request.url ?? '/', 'http://control').searchParams.get('path') ?? undefined;
          if (what === 'reset') reset();
          else if (what === 'fault' && (name === 'none' || scenarioNames.includes(name as ScenarioName)))
            switchFault(name === 'none' ? null : (name as ScenarioName), pattern);
          else {
            response.writeHead(404, { 'Content-Type': 'application/json', ...cors });
            response.end(
              JSON.stringify({ message: 'Unknown control: use fault/<name|none>[?path=<pattern>] or reset' }),
            );
            return done(404);
          }
          response.writeHead(204, cors);
          response.end();
          return done(204);
        }
        const base = `http://${request.headers.host ?? `${host}:${port}`}`;
        const answer = await getResponse(
          onStorage ? demoHandlers : [...fault, ...demoHandlers],
          fetchRequestOf(request, base, await bodyOf(request), onStorage ? undefined : storageOrigin),
        );
        if (!answer) {
          const file =
            root && !onStorage && (request.method === 'GET' || request.method === 'HEAD')
              ? await fileUnder(root, urlPath)
              : null;
          if (!file) {
            onExchange?.({
              method: request.method ?? 'GET',
              path: urlPath,
              status: 404,
              contentType: 'application/json',
              body: { message: 'Not Found' },
              ...(faultName ? { fault: faultName } : {}),
            });
            return notFound();
          }
          const type = fileTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
          response.writeHead(200, { 'Content-Type': type, ...cors });
          response.end(request.method === 'HEAD' ? undefined : await readFile(file));
          return done(200);
        }
        const sent = await send(response, answer, cors);
        if (sent && !onStorage) {
          const contentType = answer.headers.get('content-type') ?? undefined;
          onExchange?.({
            method: request.method ?? 'GET',
            path: urlPath,
            status: answer.status,
            contentType,
            body: exchangeBody(contentType, sent.body),
            ...(faultName ? { fault: faultName } : {}),
          });
        }
        done(answer.status || 'network error');
      } catch (error) {
        response.writeHead(500, { 'Content-Type': 'application/json', ...cors });
        response.end(JSON.stringify({ message: 'Server Error' }));
        done(`500 (${error instanceof Error ? error.message : String(error)})`);
      }
    };

  const api = createServer(answerRequest(false));
  const storageHost = storage ? createServer(answerRequest(true)) : undefined;
  for (const server of [api, ...(storageHost ? [storageHost] : [])]) answerRawly(server);
  const apiPort = await listen(api, port, host);
  let storageUrl: string | undefined;
  if (storageHost) {
    try {
      const storagePort = await listen(storageHost, storage?.port ?? 0, host);
      storageUrl = `http://${host}:${storagePort}/`;
      storageOrigin = new URL(storageUrl).origin;
    } catch (error) {
      await closeServer(api);
      throw error;
    }
  }
  return {
    url: `http://${host}:${apiPort}/`,
    storageUrl,
    setFault: switchFault,
    setAllowedOrigins: (origins) => {
      admittedOrigins = origins;
    },
    reset,
    close: async () => {
      await Promise.all([closeServer(api), ...(storageHost ? [closeServer(storageHost)] : [])]);
    },
  };
}
