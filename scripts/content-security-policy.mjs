// The console's Content-Security-Policy, decided by the build (ADR 0081): a build knows the API it calls,
// the storage hosts it uploads to and its map style, so it writes them into dist/deployment.json, puts the
// policy in index.html (a <meta> any static host serves) and in dist/_headers (the header file static
// hosts such as Netlify or Cloudflare Pages read); the production server (scripts/console-server.mjs)
// sends the same policy as a header, read from the build it serves.

/** What a build is deployed with, from its environment (the VITE_ variables and MAP_ORIGINS). */
export function deploymentFromEnv(env = process.env) {
  return {
    apiUrl: env.VITE_API_URL || undefined,
    uploadOrigins: env.VITE_UPLOAD_ORIGINS || undefined,
    mapStyleUrl: env.VITE_MAP_STYLE_URL || undefined,
    mapOrigins: env.MAP_ORIGINS || undefined,
    placesUrl: env.VITE_PLACES_URL || undefined,
  };
}

/** The origin of an absolute http(s) address; none for a path on the console's own origin ('/backend/'). */
function originOf(url) {
  if (!/^https?:\/\//i.test(url)) return [];
  return [new URL(url).origin];
}

const spaced = (list) => (list ?? '').split(/\s+/).filter(Boolean);

/**
 * The policy: scripts and workers (MSW's service worker in demo mode, MapLibre's worker with a map
 * style) only from this origin; styles also inline (styled-components and ApexCharts write <style>
 * elements at run time); images and media from any https host (notices and records show the server's
 * uploads) and from the API and upload hosts whatever their scheme; calls to this origin, to data: and
 * blob: URLs (deck.gl fetches its icons from data: URLs), to the API, to the upload hosts
 * (VITE_UPLOAD_ORIGINS, space-separated: where presigned uploads go), and with a map style to the
 * style's host and the hosts named in MAP_ORIGINS (space-separated: where the style's tiles, glyphs
 * and sprites live, when not on the style's host; ADR 0120), and to the address search's places service
 * (VITE_PLACES_URL). `meta` leaves out what a <meta> policy
 * cannot say (frame-ancestors).
 */
export function contentSecurityPolicy(deployment = deploymentFromEnv(), { meta = false } = {}) {
  const { apiUrl, uploadOrigins, mapStyleUrl, mapOrigins, placesUrl } = deployment;
  const hosts = (origins) => [...new Set(origins)].map((origin) => ` ${origin}`).join('');
  const served = [...(apiUrl ? originOf(apiUrl) : []), ...spaced(uploadOrigins).flatMap(originOf)];
  const map = mapStyleUrl ? [...originOf(mapStyleUrl), ...spaced(mapOrigins).flatMap(originOf)] : [];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "worker-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${hosts(served)}`,
    `media-src 'self' blob: https:${hosts(served)}`,
    "font-src 'self' data:",
    `connect-src 'self' data: blob:${hosts([...served, ...map, ...(placesUrl ? originOf(placesUrl) : [])])}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(meta ? [] : ["frame-ancestors 'none'"]),
  ].join('; ');
}

const settingOf = {
  apiUrl: 'VITE_API_URL',
  uploadOrigins: 'VITE_UPLOAD_ORIGINS',
  mapStyleUrl: 'VITE_MAP_STYLE_URL',
  mapOrigins: 'MAP_ORIGINS',
  placesUrl: 'VITE_PLACES_URL',
};

/**
 * The deployment a server serves: the one its build wrote (dist/deployment.json), checked against the
 * server's own environment: a setting the server is given that differs from the build's is refused (the
 * console would call one host while the policy admits another). A folder without deployment.json (not
 * built by this project) is served with the environment's settings.
 */
export function servedDeployment(built, env = process.env) {
  if (!built) return deploymentFromEnv(env);
  const given = deploymentFromEnv(env);
  for (const [key, setting] of Object.entries(settingOf)) {
    if (given[key] !== undefined && given[key] !== built[key])
      throw new Error(
        `This build was made with ${setting}=${built[key] ?? '(unset)'}, but the server is given ${setting}=${given[key]}. ` +
          `The build decides where the console calls: build again with the new value, or serve without ${setting}.`,
      );
  }
  return built;
}
