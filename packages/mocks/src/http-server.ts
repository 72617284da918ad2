// The reference HTTP API: the demo backend's own handlers and seeded data, answered over HTTP on an
// origin of their own, as the platform's API would answer the built console. The platform team reads
// it as what the console expects; the over-HTTP tests drive the built console against it.
// Started by `npm run api` (scripts/api-server.mjs) and by the e2e project's global setup.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse, type HttpHandler } from 'msw';
import { handlers as demoHandlers } from './handlers/all-handlers';
import { resetDemoDb } from './data/demo-db';
import { scenarioHandlers, scenarioNames, type ScenarioName } from './scenarios';

export type ApiServerOptions = {
  port?: number;
  host?: string;
  /** The origins whose pages may call it (CORS); `*` admits any origin. */
  allowedOrigins?: readonly string[] | '*';
  /** A line per request (method, path, status, time); off by default. */
  log?: (line: string) => void;
};

export type ApiServer = {
  url: string;
  /** Switches a fault on for every later call (the demo's scenarios), or off with null. */
  setFault: (name: ScenarioName | null) => void;
  /** The seeded dataset again, as at start. */
  reset: () => void;
  close: () => Promise<void>;
};

/** The control path: `POST /__stride/fault/<scenario|none>`, `POST /__stride/reset` (no API path starts so). */
const controlPrefix = '/__stride/';

const corsHeaders = (origin: string) => ({
  'Access-Control-Allow-Origin': origin,
  'Access-Control-Allow-Credentials': 'true',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, X-Requested-With',
  'Access-Control-Max-Age': '600',
  Vary: 'Origin',
});

async function bodyOf(request: IncomingMessage): Promise<Buffer | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function fetchRequestOf(request: IncomingMessage, base: string, body: Buffer | undefined): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return new Request(new URL(request.url ?? '/', base), {
    method: request.method,
    headers,
    body: body && body.length ? new Uint8Array(body) : undefined,
  });
}

async function send(response: ServerResponse, answer: Response, extra: Record<string, string>) {
  const headers: Record<string, string | string[]> = { ...extra };
  answer.headers.forEach((value, name) => {
    if (name === 'set-cookie') return;
    headers[name] = value;
  });
  const body = Buffer.from(await answer.arrayBuffer());
  // A network error (Response.error(), the demo's 'network-error' fault) has status 0: the socket closes.
  if (answer.type === 'error' || answer.status === 0) {
    response.destroy();
    return;
  }
  response.writeHead(answer.status, headers);
  response.end(body);
}

/** Starts the reference API; resolves once it listens. */
export function serveApi({
  port = 0,
  host = '127.0.0.1',
  allowedOrigins = '*',
  log,
}: ApiServerOptions = {}): Promise<ApiServer> {
  let fault: HttpHandler[] = [];
  const reset = () => {
    fault = [];
    resetDemoDb();
  };
  resetDemoDb();

  const server = createServer(async (request, response) => {
    const started = Date.now();
    const origin = request.headers.origin;
    const admitted =
      origin !== undefined && (allowedOrigins === '*' || allowedOrigins.includes(origin))
        ? origin
        : undefined;
    const cors = admitted ? corsHeaders(admitted) : {};
    const done = (status: number | string) =>
      log?.(
        `${request.method} ${request.url} ${status} ${Date.now() - started} ms${origin ? ` from ${origin}` : ''}`,
      );
    try {
      if (request.method === 'OPTIONS') {
        // A preflight from an origin not admitted gets no CORS headers: the browser refuses the call.
        response.writeHead(admitted ? 204 : 403, cors);
        response.end();
        return done(admitted ? 204 : 403);
      }
      const path = (request.url ?? '/').split('?')[0]!;
      if (path.startsWith(controlPrefix)) {
        const [what, name] = path.slice(controlPrefix.length).split('/');
        if (what === 'reset') reset();
        else if (what === 'fault' && (name === 'none' || scenarioNames.includes(name as ScenarioName)))
          fault = name === 'none' ? [] : scenarioHandlers(name as ScenarioName);
        else {
          response.writeHead(404, { 'Content-Type': 'application/json', ...cors });
          response.end(JSON.stringify({ message: 'Unknown control: use fault/<name|none> or reset' }));
          return done(404);
        }
        response.writeHead(204, cors);
        response.end();
        return done(204);
      }
      const base = `http://${request.headers.host ?? `${host}:${port}`}`;
      const answer = await getResponse(
        [...fault, ...demoHandlers],
        fetchRequestOf(request, base, await bodyOf(request)),
      );
      if (!answer) {
        response.writeHead(404, { 'Content-Type': 'application/json', ...cors });
        response.end(JSON.stringify({ message: 'Not Found' }));
        return done(404);
      }
      await send(response, answer, cors);
      done(answer.status || 'network error');
    } catch (error) {
      response.writeHead(500, { 'Content-Type': 'application/json', ...cors });
      response.end(JSON.stringify({ message: 'Server Error' }));
      done(`500 (${error instanceof Error ? error.message : String(error)})`);
    }
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address() as AddressInfo;
      resolve({
        url: `http://${host}:${address.port}/`,
        setFault: (name) => {
          fault = name ? scenarioHandlers(name) : [];
        },
        reset,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
