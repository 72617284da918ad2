/**
 * The deployment's raster tiles (ADR 0044): `VITE_MAP_TILES_URL` is a `{z}/{x}/{y}` template and
 * `VITE_MAP_TILES_ATTRIBUTION` its credit. Unset, the maps draw the offline world-atlas basemap.
 */
export const mapTiles = {
  tilesUrl: import.meta.env.VITE_MAP_TILES_URL || undefined,
  tilesAttribution: import.meta.env.VITE_MAP_TILES_ATTRIBUTION || undefined,
};
