/**
 * The demo's own pictures and letters (the repository's public/demo folder) as addresses on the origin
 * of the request being answered, as a real API answers addresses on its own host: in the browser demo
 * that is the page's origin, which serves public/; over HTTP it is the reference API's, which serves
 * the same folder (`staticRoot` of packages/mocks/src/http-server.ts). A relative address would send
 * a console built for a real API to its own host, which has no demo files.
 */
export function demoFileUrl(request: Request, file: string): string {
  return `${new URL(request.url).origin}/demo/${file}`;
}

/** Rich text whose pictures name a demo file by a relative address (`src="/demo/…"`), on the request's origin. */
export function withDemoFilesOf(request: Request, html: string): string {
  return html.replaceAll('src="/demo/', `src="${demoFileUrl(request, '')}`);
}
