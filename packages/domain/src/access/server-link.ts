import { screenRoutes } from './screens';

/**
 * Where a link the server gave may lead (docs/product/layout.md, `layout.links.*`): a web address
 * (http or https with a host, mailto, tel), opened as it is, or a page of the console, by its path.
 */
export type ServerLink = { kind: 'web'; href: string } | { kind: 'console'; path: string };

/** The schemes a web address from the server may have; anything else (data:, vbscript:, javascript:, file:…) is no link. */
const webSchemes = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** An address that names its scheme (`data:`, `HTTPS:`); anything else is a path. */
const hasScheme = /^[a-z][a-z\d+.-]*:/i;

/** Stands in for the console's own origin while a path is resolved: what leaves it is no console path. */
const consoleOrigin = 'https://console.invalid';

/**
 * Every page of the console, as its path's segments under /members: the route table of
 * `screens` (react-router syntax: `:id` is one segment, `:id?` at most one), the members index and
 * /members/users (it opens the pupils).
 */
const consolePatterns: readonly string[][] = [
  [],
  ['users'],
  ...screenRoutes().map(({ route }) => route.path.split('/')),
];

const segmentsMatch = (pattern: readonly string[], segments: readonly string[]): boolean => {
  const [head, ...rest] = pattern;
  if (head === undefined) return segments.length === 0;
  if (head.startsWith(':') && head.endsWith('?'))
    return segmentsMatch(rest, segments) || (segments.length > 0 && segmentsMatch(rest, segments.slice(1)));
  const [segment, ...others] = segments;
  if (segment === undefined || segment === '') return false;
  if (!head.startsWith(':') && head.toLowerCase() !== segment.toLowerCase()) return false;
  return segmentsMatch(rest, others);
};

/** Whether a normalised path (no `..`, no `//` host) is a page of the console's route table. */
function isConsolePath(pathname: string): boolean {
  const match = /^\/members(?:\/(.*?))?\/?$/i.exec(pathname);
  if (!match) return false;
  const segments = match[1] ? match[1].split('/') : [];
  return consolePatterns.some((pattern) => segmentsMatch(pattern, segments));
}

/**
 * What a link the server gave (a guide's, an achievement's, a travel option's, one in a message's HTML)
 * may be, or null when it may not be a link at all (its text then shows without one). The address is
 * read the way a browser reads it (surrounding spaces and controls, tabs and line breaks inside do not
 * count). A web address keeps only the http(s), mailto and tel schemes; a console path is resolved
 * (`..`, `.`, `%2e%2e`, backslashes) and must stay on the console and be a page of its route table, so
 * `//evil.invalid` (another site) and `/members/../../logout` (Logout) are no links.
 */
export function serverLink(address: string | null | undefined): ServerLink | null {
  if (!address) return null;
  // eslint-disable-next-line no-control-regex -- the controls a browser ignores in an address
  const href = address.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (href === '') return null;
  if (hasScheme.test(href)) {
    let url: URL;
    try {
      url = new URL(href);
    } catch {
      return null;
    }
    if (!webSchemes.has(url.protocol)) return null;
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname === '') return null;
    return { kind: 'web', href: url.href };
  }
  // A path from the console's root: `//host` and `/\host` name another site, and a relative path
  // depends on the page it is shown on.
  if (!href.startsWith('/') || /^.[/\\]/.test(href)) return null;
  let url: URL;
  try {
    url = new URL(href, consoleOrigin);
  } catch {
    return null;
  }
  if (url.origin !== consoleOrigin || !isConsolePath(url.pathname)) return null;
  return { kind: 'console', path: `${url.pathname}${url.search}${url.hash}` };
}
