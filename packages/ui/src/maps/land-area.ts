import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';

/** A rectangle of longitude and latitude: west, south, east, north. */
export type LandArea = [west: number, south: number, east: number, north: number];

type Box = { west: number; south: number; east: number; north: number };
type Outline = { rings: Position[][]; box: Box };

/** Each polygon of the land with its bounding box, worked out once. */
export function landOutlines(
  land: Feature<Polygon | MultiPolygon> | FeatureCollection<Polygon | MultiPolygon>,
): Outline[] {
  const geometries =
    land.type === 'FeatureCollection' ? land.features.map((part) => part.geometry) : [land.geometry];
  const polygons = geometries.flatMap((geometry) =>
    geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates,
  );
  return polygons.map((rings) => {
    const box = { west: Infinity, south: Infinity, east: -Infinity, north: -Infinity };
    for (const [lng, lat] of rings[0]!) {
      box.west = Math.min(box.west, lng!);
      box.east = Math.max(box.east, lng!);
      box.south = Math.min(box.south, lat!);
      box.north = Math.max(box.north, lat!);
    }
    return { rings, box };
  });
}

/**
 * The land polygons that reach into `area`, whole, as one MultiPolygon: what the map can show there,
 * with a fraction of the world's vertices (software WebGL spends its time per vertex; ADR 0102).
 * Polygons are kept whole, not cut at the area's edge: a cut ring runs back and forth along the
 * edge, and the triangulation deck.gl uses (earcut) then drew land over the sea.
 */
export function landInside(
  outlines: readonly Outline[],
  [west, south, east, north]: LandArea,
): Feature<MultiPolygon> {
  const coordinates = outlines
    .filter(({ box }) => box.east >= west && box.west <= east && box.north >= south && box.south <= north)
    .map(({ rings }) => rings);
  return { type: 'Feature', properties: {}, geometry: { type: 'MultiPolygon', coordinates } };
}

/**
 * The area whose land is drawn for a view showing `view` (west, south, east, north): the view and as
 * much again on every side, so panning or zooming out a little needs no new land.
 */
export function landAreaAround([west, south, east, north]: LandArea): LandArea {
  const width = east - west;
  const height = north - south;
  return [
    Math.max(-180, west - width),
    Math.max(-90, south - height),
    Math.min(180, east + width),
    Math.min(90, north + height),
  ];
}

/** Whether the land drawn for `area` still serves `view`: it covers it, and is not far larger (zoomed in). */
export function landAreaServes(area: LandArea, view: LandArea): boolean {
  const [west, south, east, north] = area;
  const covers = view[0] >= west && view[1] >= south && view[2] <= east && view[3] <= north;
  const notFarLarger = east - west <= 6 * (view[2] - view[0]) || east - west >= 360;
  return covers && notFarLarger;
}
