import { answerTimedOutMessage, isApiError, type ApiError } from '@stride/api';
import type { ShownFailure } from '@stride/ui';

export const failureMessages = {
  notReached: 'The server could not be reached. Check your connection and try again.',
  unreadable: 'The server sent an answer the console could not read.',
  serverProblem: 'The server ran into a problem and could not finish. Try again in a moment.',
  refused: 'The server did not accept the request.',
  notAllowed: 'Your account is not allowed to do this.',
  sessionEnded: 'Your session has ended. Sign in again.',
} as const;

/** An error code such as 'server_error' or 'not_found': a word for programs, not for a person. */
const codeLike = /^[a-z0-9]+(?:_[a-z0-9]+)*$/;

/** Stock texts of a 5xx that only restate the status (Laravel's 'Server Error', reason phrases). */
const statusPhrase =
  /^(?:internal server error|server error|bad gateway|service unavailable|gateway timeout)\.?$/i;

/** The server's words, when they are meant for the admin (spec messages stay verbatim). */
function serverWords(error: ApiError): string | undefined {
  if (!error.fromServer || codeLike.test(error.message)) return undefined;
  if ((error.status ?? 0) >= 500 && statusPhrase.test(error.message.trim())) return undefined;
  return error.message;
}

/** The technical words of any failure: for an api error its call, status, code and message. */
export function technicalDetail(error: unknown): string {
  if (!isApiError(error)) return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const { call, status, code, message, cause } = error;
  const answered = status === undefined ? undefined : `answered with status ${status}`;
  return [
    [call, answered].filter(Boolean).join(' ') || undefined,
    code && code !== message ? `Error code: ${code}` : undefined,
    message,
    cause instanceof Error && error.kind === 'network' ? `${cause.name}: ${cause.message}` : undefined,
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * The one mapping from a failure to what the admin reads (ADR 0114): the server's own human
 * message stays verbatim; a network failure, a timeout, an answer the console could not read and a
 * 5xx without human words get a plain sentence; the technical text goes to `detail`. `fallback` is
 * the sentence for a failure that is not an api error (the page's own, e.g. 'The councils could
 * not be loaded.').
 */
export function loadError(error: unknown, fallback: string): ShownFailure {
  const detail = technicalDetail(error);
  if (!isApiError(error)) return { message: fallback, detail };
  switch (error.kind) {
    case 'network':
      return {
        message: error.code === 'timeout' ? answerTimedOutMessage : failureMessages.notReached,
        detail,
      };
    case 'invalid-response':
      return { message: failureMessages.unreadable, detail };
    case 'expired':
      return { message: failureMessages.sessionEnded, detail };
    case 'http':
      return {
        message:
          serverWords(error) ??
          ((error.status ?? 0) >= 500
            ? failureMessages.serverProblem
            : error.status === 403
              ? failureMessages.notAllowed
              : failureMessages.refused),
        detail,
      };
  }
}

/**
 * The `error` and `errorDetail` props of a design-system component that shows a failed load, from
 * a query's error: none while there is no error.
 */
export function loadErrorProps(error: unknown, fallback: string): { error?: string; errorDetail?: string } {
  if (!error) return {};
  const { message, detail } = loadError(error, fallback);
  return { error: message, errorDetail: detail };
}
