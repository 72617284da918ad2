import { isApiError } from '@stride/api';

/** What a failed load says: the api error's own message, else the page's fallback sentence. */
export const loadErrorMessage = (error: unknown, fallback: string) =>
  isApiError(error) ? error.message : fallback;
