import { http, passthrough, type HttpHandler } from 'msw';

/** The first folder of each handler's path ('/api/' for 'any host, then api/…'); null if one has none. */
function servedFolders(handlers: readonly HttpHandler[]): string[] | null {
  const folders = handlers.map((handler) =>
    typeof handler.info.path === 'string' ? /^\*\/([^/:*]+)\//.exec(handler.info.path)?.[1] : undefined,
  );
  return folders.every((folder) => folder !== undefined)
    ? [...new Set(folders.map((folder) => `/${folder}/`))]
    : null;
}

/**
 * In the browser every request of the page (script chunks, fonts, images) reaches MSW in the main
 * thread, which tries the handlers one by one, and each try reads the page's cookies: about a
 * millisecond per handler, some hundred handlers per script chunk. This handler, put first, sends a
 * request whose path is in none of the handlers' folders to the network at once. Null when a handler's
 * path has no such folder (then nothing can be skipped safely).
 */
export function networkFirst(handlers: readonly HttpHandler[]): HttpHandler | null {
  const folders = servedFolders(handlers);
  if (folders === null) return null;
  return http.all(
    ({ request }) => {
      const { pathname } = new URL(request.url);
      return !folders.some((folder) => pathname.includes(folder));
    },
    () => passthrough(),
  );
}
