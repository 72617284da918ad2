/**
 * What the map is drawn on: a MapLibre style (vector tiles from the deployment's provider), raster
 * tiles, or the offline land that needs no network (ADR 0044, 0120).
 */
export type Basemap = { kind: 'style'; url: string } | { kind: 'tiles'; url: string } | { kind: 'land' };

/**
 * The basemap for the URLs a deployment set: its style when it has one (and the style has not failed
 * to load), else its raster tiles, else the offline land. A blank URL counts as none.
 */
export function chooseBasemap({
  styleUrl,
  tilesUrl,
  styleFailed = false,
}: {
  styleUrl?: string | undefined;
  tilesUrl?: string | undefined;
  styleFailed?: boolean;
}): Basemap {
  if (styleUrl?.trim() && !styleFailed) return { kind: 'style', url: styleUrl.trim() };
  if (tilesUrl?.trim()) return { kind: 'tiles', url: tilesUrl.trim() };
  return { kind: 'land' };
}
