/** A query value; arrays are sent PHP-style as `name[]=a&name[]=b`. Null and undefined are left out. */
type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type QueryParams = Readonly<Record<string, QueryValue>>;

/**
 * Joins the API host and an endpoint path with exactly one slash, and appends the query.
 * Paths may already carry a query (`api/admin/schools?v2=yes`); extra params are added after it.
 * With the default base '/' the URL stays same-origin, which is what MSW's worker intercepts in demo mode.
 */
export function buildRequestUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  let url = base + path.replace(/^\/+/, '');
  const search = encodeQuery(query);
  if (search) url += (url.includes('?') ? '&' : '?') + search;
  return url;
}

function encodeQuery(query: QueryParams | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    // Brackets stay literal: the server reads `schoolIds[]` as an array, and that is how the spec writes it.
    const values = isList(value)
      ? value.map((item) => [`${encodeURIComponent(name)}[]`, item] as const)
      : [[encodeURIComponent(name), value] as const];
    for (const [key, item] of values) parts.push(`${key}=${encodeURIComponent(String(item))}`);
  }
  return parts.join('&');
}

function isList(value: QueryValue): value is ReadonlyArray<string | number> {
  return Array.isArray(value);
}
