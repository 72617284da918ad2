import { jsonMayHoldBidiControls, withoutBidiControlsReviver } from '@stride/domain';
import type { z } from 'zod';
import { ApiError, isApiError } from './api-error';
import { describeSchemaFailure } from './schema-failure';
import type { QueryParams } from './request-url';
import { buildRequestUrl } from './request-url';
import type { SessionStore } from './session-store';
import { isTokenExpiredBody } from './token-expiry';

/** The token is refreshed once more than 13600 s have passed since the last refresh (docs/product/session.md). */
export const refreshAfterMs = 13_600_000;

/**
 * "Refresh timestamp set 20 seconds earlier on page 0" (docs/product/session.md). Read as: when a session
 * starts (login, or the first answer of a session whose refresh time is unknown, e.g. after an upgrade), the
 * refresh time is set to now minus 20 s, so the next refresh is due 13580 s later.
 */
export const initialRefreshOffsetMs = 20_000;

/**
 * How long the client waits for an answer before it gives up (ADR 0093): the product stops loading the map's
 * markers after 10 seconds; the console applies that to every call, so a hung server ends in an error with Retry.
 */
export const answerDeadlineMs = 10_000;

/** The message of a call that outlived its deadline (ApiError kind 'network', code 'timeout'). */
export const answerTimedOutMessage =
  'The server took longer than 10 seconds to answer. Retry, or try again later.';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type RequestOptions<S extends z.ZodType> = {
  /** @default 'GET' */
  method?: HttpMethod;
  /** Endpoint path relative to the API host, e.g. 'api/admin/councils'. */
  path: string;
  query?: QueryParams;
  /** Sent as JSON; a `FormData` is sent as multipart (uploads). */
  body?: unknown;
  /** Every answer is parsed by its endpoint's schema; the parsed value is returned. */
  schema: S;
  /** False for the login and refresh calls, which must never trigger a token refresh. @default true */
  refresh?: boolean;
  /**
   * False for calls the spec lets run long (step actions); file uploads (a FormData body) never
   * have one. @default true: the call fails after `answerDeadlineMs`.
   */
  deadline?: boolean;
};

export type ApiClientOptions = {
  /** API host; paths are joined to it. '/' keeps calls same-origin (demo mode's MSW worker). @default '/' */
  baseUrl?: string;
  session: SessionStore;
  /** The token expired or was refused: the session is already cleared. The console goes to '/'. */
  onExpired?: () => void;
  /** A background token refresh failed; the call that triggered it still succeeds. The console alerts. */
  onRefreshFailed?: (error: ApiError) => void;
  /** Clock in epoch ms. @default Date.now */
  now?: () => number;
};

export interface ApiClient {
  readonly session: SessionStore;
  /** The client's clock, in epoch ms. */
  now(): number;
  /** Sends one call and returns its schema-parsed answer; throws only `ApiError`. */
  request<S extends z.ZodType>(options: RequestOptions<S>): Promise<z.output<S>>;
  /** Gets and stores a new token now; concurrent callers share one refresh call. */
  refreshSession(): Promise<void>;
}

/**
 * The HTTP client every endpoint function takes: bearer token, token refresh after 13600 s,
 * expiry handling and one error type (docs/product/session.md).
 */
export function createApiClient({
  baseUrl = '/',
  session,
  onExpired,
  onRefreshFailed,
  now = Date.now,
}: ApiClientOptions): ApiClient {
  let refreshing: Promise<void> | null = null;

  const client: ApiClient = { session, now, request, refreshSession };
  return client;

  async function request<S extends z.ZodType>(options: RequestOptions<S>): Promise<z.output<S>> {
    const { method = 'GET', path, query, body, schema, refresh = true, deadline = true } = options;
    const call = `${method} ${path}`;
    // The deadline covers the whole answer, body included; uploads wait as long as they take.
    const clock = deadlineClock(deadline && !(body instanceof FormData));
    // A call made with a token that the server answers 401 ('Unauthenticated.': revoked, expired or
    // unknown) means the session is gone, whatever the body says; a 401 without a token (a refused
    // login) is the server's answer to that call.
    const sentWith = session.getToken();
    const authorised = sentWith !== null;
    let response: Response;
    let answer: JsonRead;
    try {
      response = await send(buildRequestUrl(baseUrl, path, query), method, body, call, clock.signal);
      answer = await readJson(response);
    } catch (error) {
      throw clock.signal.aborted ? timedOut(call, error) : error;
    } finally {
      clock.stop();
    }
    if (clock.signal.aborted) throw timedOut(call);

    if ((answer.ok && isTokenExpiredBody(answer.value)) || (response.status === 401 && authorised))
      throw expire(response.status, answer.ok ? answer.value : undefined, call, sentWith);
    if (!response.ok) throw httpError(response, answer.ok ? answer.value : undefined, call);
    if (refresh) await keepTokenFresh();
    if (!answer.ok)
      throw new ApiError({
        kind: 'invalid-response',
        status: response.status,
        call,
        message: `The answer to ${call} is not JSON`,
      });

    const parsed = schema.safeParse(answer.value);
    if (parsed.success) return parsed.data;
    // A 2xx body that only reports an error (e.g. login's { error: 'school_disabled' }) is the
    // server refusing, not a malformed answer: callers need its code.
    const code = errorCode(answer.value);
    if (code) throw httpError(response, answer.value, call);
    throw new ApiError({
      kind: 'invalid-response',
      status: response.status,
      call,
      message: describeSchemaFailure(call, parsed.error),
      cause: parsed.error,
    });
  }

  async function send(
    url: string,
    method: HttpMethod,
    body: unknown,
    call: string,
    signal: AbortSignal,
  ): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = session.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    // A FormData body (file upload) is multipart: the browser writes its Content-Type with the boundary.
    const multipart = body instanceof FormData;
    if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
    try {
      return await fetch(url, {
        method,
        headers,
        signal,
        body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      });
    } catch (cause) {
      throw new ApiError({ kind: 'network', call, message: `Could not reach the server (${call})`, cause });
    }
  }

  function expire(status: number, body: unknown, call: string, sentWith: string | null): ApiError {
    // Only the session the call was made with ends. Calls of an ended session answer late (several
    // were on their way when the first said the token had expired): they must not end the session of
    // the login that came after, nor send the admin to Login a second time.
    if (session.getToken() === sentWith) {
      session.clear();
      session.setLastRefresh(null);
      onExpired?.();
    }
    const { message } = (body ?? {}) as { message?: unknown };
    return new ApiError({
      kind: 'expired',
      status,
      call,
      code: errorCode(body),
      fromServer: typeof message === 'string',
      message: typeof message === 'string' ? message : 'Token has expired',
    });
  }

  /** Runs after an answer arrives; refresh failures are reported, never thrown at the original caller. */
  async function keepTokenFresh(): Promise<void> {
    if (!session.getToken()) return;
    const last = session.getLastRefresh();
    if (last === null) {
      session.setLastRefresh(now() - initialRefreshOffsetMs);
      return;
    }
    if (now() - last <= refreshAfterMs) return;
    try {
      await refreshSession();
    } catch (error) {
      // Expiry already cleared the session and told the console; anything else is an alert.
      if (isApiError(error) && error.kind === 'expired') return;
      onRefreshFailed?.(
        isApiError(error) ? error : new ApiError({ kind: 'network', message: String(error), cause: error }),
      );
    }
  }

  function refreshSession(): Promise<void> {
    // The refresh call (and its answer's schema, zod) loads when first due: not before the login form shows (ADR 0098).
    refreshing ??= import('../session/refresh-token')
      .then(({ refreshToken }) => refreshToken(client))
      .then(({ new_token }) => {
        // A logout while the refresh was in flight wins: do not bring the session back.
        if (session.getToken() === null) return;
        session.setToken(new_token);
        session.setLastRefresh(now());
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }
}

/**
 * The timer the answer deadline runs on: `start` calls `onDeadline` after `answerDeadlineMs` and
 * returns its stop. A story's fake clock swaps `start` (apps/console/src/storybook/deadline-clock.ts,
 * ADR 0093) so ten seconds pass at once, without touching any other timer.
 */
export const deadlineTimer = {
  start(onDeadline: () => void): () => void {
    const timer = setTimeout(onDeadline, answerDeadlineMs);
    return () => clearTimeout(timer);
  },
};

/** Aborts a call after `answerDeadlineMs` (when `on`). */
function deadlineClock(on: boolean): { signal: AbortSignal; stop: () => void } {
  const giveUp = new AbortController();
  const stop = on ? deadlineTimer.start(() => giveUp.abort()) : () => undefined;
  return { signal: giveUp.signal, stop };
}

function timedOut(call: string, cause?: unknown): ApiError {
  return new ApiError({ kind: 'network', code: 'timeout', call, message: answerTimedOutMessage, cause });
}

type JsonRead = { ok: true; value: unknown } | { ok: false };

async function readJson(response: Response): Promise<JsonRead> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return { ok: false };
  }
  // An empty body (204, or a bare 200) is "no data"; the endpoint's schema decides if that is fine.
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    // Server text never carries an explicit bidi control into the console (an override would make
    // 'Amelia \u202Egnp.exe' read as 'Amelia exe.png' wherever it is shown). The controls are taken out
    // of the parsed texts, so one sent as a JSON escape (`\u202e`, PHP's default) goes too; answers
    // that cannot hold one, nearly all, are parsed without walking every value.
    const value: unknown = jsonMayHoldBidiControls(text)
      ? JSON.parse(text, withoutBidiControlsReviver)
      : JSON.parse(text);
    return { ok: true, value };
  } catch {
    return { ok: false };
  }
}

function errorCode(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { error } = body as { error?: unknown };
  return typeof error === 'string' && error !== '' ? error : undefined;
}

function httpError(response: Response, body: unknown, call: string): ApiError {
  const code = errorCode(body);
  const bodyMessage =
    typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  const serverText = typeof bodyMessage === 'string' && bodyMessage !== '' ? bodyMessage : code;
  return new ApiError({
    kind: 'http',
    status: response.status,
    code,
    call,
    fromServer: serverText !== undefined,
    message: serverText ?? `${call} failed with status ${response.status}`,
  });
}
