import { loginPath } from '@stride/api';
import type { HttpHandler, Path } from 'msw';
import { delay, http, HttpResponse, matchRequestUrl } from 'msw';

/**
 * Fault scenarios: handlers to prepend with `worker.use(...)` / `server.use(...)` so a story or a
 * test can see how the console copes with a slow, failing or lying server.
 *
 * Each takes an optional path pattern in MSW syntax (`'*\/api/admin/schools*'`); without one it
 * hits every API call (paths with /api/), never the page's own assets. The login call is left alone unless the pattern names it or `includeLogin` is
 * set, so a story can still sign in and then meet the fault.
 */
export type FaultOptions = {
  /** Also intercept POST api/admin/login. @default true only when the pattern names the login path */
  includeLogin?: boolean;
  /** Fail only the first matching call (e.g. to show Retry working). @default false */
  once?: boolean;
};

export const expiredTokenMessage = 'Token has expired';

/** The JSON a malformed answer carries unless `not-json` is asked for. */
const unexpectedBody = { unexpected: true } as const;

function faultHandler(
  pattern: Path | undefined,
  options: FaultOptions,
  respond: () => Response | Promise<Response | undefined>,
): HttpHandler {
  const includeLogin = options.includeLogin ?? (typeof pattern === 'string' && pattern.includes(loginPath));
  return http.all(
    ({ request }) => {
      const url = new URL(request.url);
      if (!includeLogin && matchRequestUrl(url, `*/${loginPath}`).matches) return false;
      // Without a pattern only API calls fail: the page's own scripts and lazy chunks still load.
      return pattern === undefined ? url.pathname.includes('/api/') : matchRequestUrl(url, pattern).matches;
    },
    respond,
    { once: options.once ?? false },
  );
}

/** Delays matching calls by `ms`, then lets the normal handlers answer. */
export function latency(ms: number, pattern?: Path, options: FaultOptions = {}): HttpHandler[] {
  return [
    faultHandler(pattern, options, async () => {
      await delay(ms);
      // No response: MSW moves on to the next matching handler, i.e. the normal answer.
      return undefined;
    }),
  ];
}

/**
 * Matching calls never get an answer (a hung server): the client's 10 s deadline ends them (ADR 0093).
 * `onCall` runs as each call arrives, so a story knows the call is waiting.
 */
export function noAnswer(
  pattern?: Path,
  options: FaultOptions & { onCall?: () => void } = {},
): HttpHandler[] {
  return [
    faultHandler(pattern, options, async () => {
      options.onCall?.();
      await delay('infinite');
      return undefined;
    }),
  ];
}

/** HTTP 500 with an error body. The client throws ApiError kind 'http', status 500. */
export function serverError(pattern?: Path, options: FaultOptions = {}): HttpHandler[] {
  return [
    faultHandler(pattern, options, () =>
      HttpResponse.json({ error: 'server_error', message: 'Server Error' }, { status: 500 }),
    ),
  ];
}

/** The request fails as if the network dropped. The client throws ApiError kind 'network'. */
export function networkError(pattern?: Path, options: FaultOptions = {}): HttpHandler[] {
  return [faultHandler(pattern, options, () => HttpResponse.error())];
}

export type MalformedBodyOptions = FaultOptions & {
  /**
   * 'wrong-shape': valid JSON `{"unexpected":true}` that the endpoint schemas reject (an answer whose
   * fields are all optional accepts it); 'not-json': a body cut off mid-way, which no schema accepts.
   * @default 'wrong-shape'
   */
  body?: 'wrong-shape' | 'not-json';
};

/** HTTP 200 with a body the client cannot use. The client throws ApiError kind 'invalid-response'. */
export function malformedBody(pattern?: Path, options: MalformedBodyOptions = {}): HttpHandler[] {
  return [
    faultHandler(pattern, options, () =>
      options.body === 'not-json'
        ? new HttpResponse('{"unexpected":tr', {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          })
        : HttpResponse.json(unexpectedBody),
    ),
  ];
}

/** HTTP 401 with `{ message: 'Token has expired' }`. The client clears the session: ApiError kind 'expired'. */
export function expiredToken(pattern?: Path, options: FaultOptions = {}): HttpHandler[] {
  return [
    faultHandler(pattern, options, () =>
      HttpResponse.json({ message: expiredTokenMessage }, { status: 401 }),
    ),
  ];
}

/**
 * HTTP 401 `{ message: 'Unauthenticated.' }`: what a Laravel-style API answers a revoked, expired or
 * unknown token with. The client takes any 401 to a call made with a token as the end of the session.
 */
export function unauthenticated(pattern?: Path, options: FaultOptions = {}): HttpHandler[] {
  return [
    faultHandler(pattern, options, () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })),
  ];
}

/**
 * HTTP 403 `{ error: 'forbidden' }`, a code and no words for a person: what an API or a gateway in front
 * of it answers a call the account may not make. The console says the account is not allowed to do it.
 */
export function forbidden(pattern?: Path, options: FaultOptions = {}): HttpHandler[] {
  return [faultHandler(pattern, options, () => HttpResponse.json({ error: 'forbidden' }, { status: 403 }))];
}

/** The page a web server or proxy in front of a failing API answers: HTML, not JSON. */
const serverErrorPageHtml =
  '<!DOCTYPE html><html><head><title>500 Internal Server Error</title></head><body><h1>Internal Server Error</h1><p>The server encountered an internal error and was unable to complete your request.</p><hr><address>nginx</address></body></html>';

/** HTTP 500 with an HTML page (`text/html`). The client throws ApiError kind 'http', status 500, no server words. */
export function serverErrorPage(pattern?: Path, options: FaultOptions = {}): HttpHandler[] {
  return [faultHandler(pattern, options, () => HttpResponse.html(serverErrorPageHtml, { status: 500 }))];
}
