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
 * The policy: scripts and workers (MSW's service worker in demo mode, MapLibre's worker with a map
 * style) only from this origin; styles also inline (styled-components and ApexCharts write <style>
 * elements at run time); images and media also from any https host (notices and records show the
 * server's uploads); calls to this origin, to data: and blob: URLs (deck.gl fetches its icons from
 * data: URLs), with VITE_API_URL to the API's, and with VITE_MAP_STYLE_URL to the style's host and
 * the hosts named in MAP_ORIGINS (space-separated: where the style's tiles, glyphs and sprites live,
 * when not on the style's host; ADR 0120).
 */
export function contentSecurityPolicy(
  apiUrl = process.env.VITE_API_URL,
  mapStyleUrl = process.env.VITE_MAP_STYLE_URL,
  mapOrigins = process.env.MAP_ORIGINS,
) {
  const origins = [
    apiUrl,
    ...(mapStyleUrl && /^https?:/.test(mapStyleUrl) ? [mapStyleUrl] : []),
    ...(mapStyleUrl ? (mapOrigins ?? '').split(/\s+/).filter(Boolean) : []),
  ].flatMap((url) => (url ? [new URL(url).origin] : []));
  const hosts = [...new Set(origins)].map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "worker-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' data: blob:${hosts}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Sent with every answer: the policy above; no MIME sniffing; the referrer's origin only to other
 * sites; no camera, microphone, location, payment, USB or screen capture for any frame; a window of
 * its own (no other site's window keeps a handle on it) and files no other site may embed (ADR 0105).
 */
export const securityHeaders = () => ({
  'Content-Security-Policy': contentSecurityPolicy(),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), display-capture=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
});

/**
 * Sent when the request came over HTTPS (TLS, or a proxy in front with `X-Forwarded-Proto: https`):
 * browsers then use HTTPS only for a year. Browsers ignore it on a plain-HTTP answer, so a forged
 * `X-Forwarded-Proto` does no harm (ADR 0105).
 */
export const httpsHeaders = () => ({
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
});

/** Serves the built console (or `root`, a folder laid out like it); resolves with its base URL and a close function. */
export function serveConsole({ port = 0, host = '127.0.0.1', root = consoleDist } = {}) {
  return serveStatic(root, {
    port,
    host,
    fallback: 'index.html',
    headers: securityHeaders(),
    httpsHeaders: httpsHeaders(),
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
