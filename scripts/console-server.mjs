// The console's production server: serves apps/console/dist (run `npm run build` first) with the
// single-page fallback and a Content-Security-Policy whose script-src is 'self' alone (no inline
// script, no eval). `npm start` builds and runs it; the e2e walk and the browser benchmarks use it,
// so they run under the same policy (ADR 0081).
//   node scripts/console-server.mjs    # PORT (default 5173), HOST (default 127.0.0.1)
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { contentSecurityPolicy, servedDeployment } from './content-security-policy.mjs';
import { serveStatic } from './static-server.mjs';

export const consoleDist = path.resolve(import.meta.dirname, '../apps/console/dist');

/**
 * Sent with every answer: the policy above; no MIME sniffing; the referrer's origin only to other
 * sites; no camera, microphone, location, payment, USB or screen capture for any frame; a window of
 * its own (no other site's window keeps a handle on it) and files no other site may embed (ADR 0105).
 */
export const securityHeaders = (deployment) => ({
  'Content-Security-Policy': contentSecurityPolicy(deployment),
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

/** The deployment the build in `root` wrote (dist/deployment.json), if it wrote one. */
export function builtDeployment(root = consoleDist) {
  const file = path.join(root, 'deployment.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
}

/**
 * Serves the built console (or `root`, a folder laid out like it) under the policy its build decided;
 * refuses to start when the environment gives a setting the build disagrees with. Resolves with its
 * base URL and a close function.
 */
export async function serveConsole({
  port = 0,
  host = '127.0.0.1',
  root = consoleDist,
  env = process.env,
} = {}) {
  const deployment = servedDeployment(builtDeployment(root), env);
  return serveStatic(root, {
    port,
    host,
    fallback: 'index.html',
    headers: securityHeaders(deployment),
    httpsHeaders: httpsHeaders(),
    immutable: 'assets',
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const { url } = await serveConsole({
      port: Number(process.env.PORT ?? 5173),
      host: process.env.HOST ?? '127.0.0.1',
    });
    console.log(`Stride console (production build) on ${url}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
