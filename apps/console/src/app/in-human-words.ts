import { DetailedError } from '@stride/ui';
import { loadError } from './load-error';

/**
 * `call`, rejecting in human words: a failure becomes a `DetailedError` whose message and detail
 * come from `loadError`, as the design system's forms show a rejected callback (an alert with
 * 'Technical details'). The original failure is its `cause`.
 */
export function inHumanWords<Args extends unknown[], T>(
  fallback: string,
  call: (...args: Args) => Promise<T>,
): (...args: Args) => Promise<T> {
  return async (...args) => {
    try {
      return await call(...args);
    } catch (failure) {
      const { message, detail } = loadError(failure, fallback);
      throw new DetailedError(message, detail, { cause: failure });
    }
  };
}
