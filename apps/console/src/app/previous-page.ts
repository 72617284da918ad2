/**
 * Whether the tab has a console page to go Back to. The router's first location of a visit (opened from
 * the address bar, a bookmark or another site) has the key 'default'. In the browser the router also
 * numbers its history entries (`idx` in `history.state`): a page that replaced the first one (Login
 * landing on Home) is still entry 0, with nothing of the console behind it.
 */
export function hasPreviousPage(locationKey: string, historyState: unknown): boolean {
  if (locationKey === 'default') return false;
  const entry = historyState as { key?: unknown; idx?: unknown } | null | undefined;
  // The browser's entry is this location's only when the router wrote it (a memory router writes none).
  if (entry?.key === locationKey && typeof entry.idx === 'number') return entry.idx > 0;
  return true;
}

/**
 * Whether Back stays in the console: a page of the console before this one in the tab, as the router
 * numbered it, or (a visit that began with a typed address or a reload) a page of the console's origin
 * behind this one in the browser's history (the Navigation API lists only the same origin's entries). A tab
 * opened on this address has neither: Back there would leave the console (to a blank page).
 */
export function hasConsolePageBehind(
  locationKey: string,
  historyState: unknown,
  navigation: { canGoBack: boolean } | undefined,
): boolean {
  return hasPreviousPage(locationKey, historyState) || navigation?.canGoBack === true;
}
