/**
 * How a call failed:
 * - `network`: fetch itself rejected (offline, DNS, CORS);
 * - `http`: the server answered with an error (non-2xx, or a login answer carrying `error`);
 * - `invalid-response`: the answer is not JSON or does not match the endpoint's schema;
 * - `expired`: the token expired or is invalid; the session has been cleared.
 */
export type ApiErrorKind = 'network' | 'http' | 'invalid-response' | 'expired';

export type ApiErrorInit = {
  kind: ApiErrorKind;
  message: string;
  /** HTTP status, when a response arrived. */
  status?: number;
  /** The server's error code (`body.error`), e.g. 'school_disabled'. */
  code?: string;
  /** The call that failed, method and path, e.g. 'POST api/admin/councils'. */
  call?: string;
  /**
   * True when `message` is the server's own text (its answer's `message`, else its `error`),
   * false when the client worded it. @default false
   */
  fromServer?: boolean;
  cause?: unknown;
};

/** The one error type every endpoint function throws. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly code?: string;
  readonly call?: string;
  readonly fromServer: boolean;

  constructor({ kind, message, status, code, call, fromServer = false, cause }: ApiErrorInit) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.code = code;
    this.call = call;
    this.fromServer = fromServer;
  }
}

/** Type guard for errors thrown by `@stride/api` (SWR hands errors over as `unknown`). */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True for an HTTP 401 answer (the session then ends; a 401 to a call without a token is a refused login): the console goes to Login (docs/product/session.md). */
export function isUnauthorised(error: unknown): error is ApiError {
  return isApiError(error) && (error.kind === 'http' || error.kind === 'expired') && error.status === 401;
}
