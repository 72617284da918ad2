/**
 * A failure a component shows to the admin: `message` in human words, `detail` in technical words
 * behind 'Technical details'. A callback a form awaits rejects with one to have both shown.
 */
export class DetailedError extends Error {
  readonly detail?: string;

  constructor(message: string, detail?: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'DetailedError';
    this.detail = detail;
  }
}

/** A failure as a component shows it: a failed load, a rejected callback. */
export type ShownFailure = {
  /** Human words: the server's own message when it sent one meant for a person, else a plain sentence. */
  message: string;
  /** The technical words behind 'Technical details' (the call, status, error code); never part of `message`. */
  detail?: string;
};

/**
 * What a component shows of a rejected callback: an `Error`'s message (and a `DetailedError`'s
 * detail, for 'Technical details'), else `fallback`.
 */
export function failureOf(error: unknown, fallback: string): ShownFailure {
  return {
    message: error instanceof Error ? error.message : fallback,
    detail: error instanceof DetailedError ? error.detail : undefined,
  };
}
