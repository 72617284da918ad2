// The console's production server: serves apps/console/dist (run `npm run build` first) with the
// single-page fallback and a Content-Security-Policy whose script-src is 'self' alone (no inline
// script, no eval). `npm start` builds and runs it; the e2e walk and the browser benchmarks use it,
// so they run under the same policy (ADR 0081).
//   node scripts/console-server.mjs    # PORT (default 5173), HOST (default 127.0.0.1)
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serveStatic } from './static-server.mjs';

export const consoleDist = path.resolve(import.meta.dirname, '../apps/console/dist');

/**
 * The policy: scripts and workers (MSW's service worker in demo mode) only from this origin; styles
 * also inline (styled-components and ApexCharts write <style> elements at run time); images and
 * media also from any https host (notices and records show the server's uploads); calls to this
 * origin, to data: and blob: URLs (deck.gl fetches its icons from data: URLs) and, with
 * VITE_API_URL, to the API's.
 */
export function contentSecurityPolicy(apiUrl = process.env.VITE_API_URL) {
  const api = apiUrl ? ` ${new URL(apiUrl).origin}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "worker-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' data: blob:${api}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const securityHeaders = () => ({
  'Content-Security-Policy': contentSecurityPolicy(),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
});

/** Serves the built console; resolves with its base URL and a close function. */
export function serveConsole({ port = 0, host = '127.0.0.1' } = {}) {
  return serveStatic(consoleDist, {
    port,
    host,
    fallback: 'index.html',
    headers: securityHeaders(),
    immutable: 'assets',
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { url } = await serveConsole({
    port: Number(process.env.PORT ?? 5173),
    host: process.env.HOST ?? '127.0.0.1',
  });
  console.log(`Stride console (production build) on ${url}`);
}
