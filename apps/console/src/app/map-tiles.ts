/**
 * The deployment's basemap: `VITE_MAP_STYLE_URL` is a MapLibre style (vector tiles: streets and
 * places, ADR 0120), else `VITE_MAP_TILES_URL` a `{z}/{x}/{y}` raster template with its credit
 * `VITE_MAP_TILES_ATTRIBUTION` (ADR 0044). Unset, the maps draw the offline world-atlas land and
 * MapLibre is never loaded.
 */
export const mapTiles = {
  styleUrl: import.meta.env.VITE_MAP_STYLE_URL || undefined,
  tilesUrl: import.meta.env.VITE_MAP_TILES_URL || undefined,
  tilesAttribution: import.meta.env.VITE_MAP_TILES_ATTRIBUTION || undefined,
};
