/**
 * The MSW pattern of an api path on any host, so the same handlers serve demo mode (same origin),
 * Storybook and node tests (any base URL). Path builders of @stride/api percent-encode their
 * arguments, so `organisationPath(':id')` arrives as '%3Aid' and is decoded back into a parameter.
 * Queries are left out: MSW matches paths only, handlers read the query themselves.
 */
export function anyHost(apiPath: string): string {
  const [path = ''] = apiPath.split('?');
  return `*/${decodeURIComponent(path).replace(/^\/+/, '')}`;
}
