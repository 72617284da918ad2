import type { Layer } from '@deck.gl/core';
import { IconLayer, ScatterplotLayer } from '@deck.gl/layers';
import {
  markerRadiusMetres,
  markersByMode,
  markersByUserType,
  schoolIconScale,
  travelModes,
  type Geofence,
  type JourneyMarker,
  type MapCategory,
  type MapMarkers,
  type MapSchool,
  type TravelMode,
} from '@stride/domain';
import { iconPaths } from '../icons/icon-paths';
import { dotsCanvasLayer } from './canvas-dots';
import { mapColours, modeFill, userTypeFill } from './map-colours';
import type { CanvasLayer } from './MapView/canvas-layers';
import { MarkerDotsLayer } from './marker-dots-layer';

const position = (marker: { longitude: number; latitude: number }): [number, number] => [
  marker.longitude,
  marker.latitude,
];

/**
 * Markers of one layer with their longitude, latitude pairs in one typed array, handed to deck.gl
 * as a binary attribute: no accessor runs per marker and the GPU buffer is filled in one copy
 * (ADR 0070). Built once per answer, so a repaint finds the same `data` and uploads nothing.
 */
type MarkerGroup = {
  markers: JourneyMarker[];
  data: { length: number; attributes: { getPosition: { value: Float64Array; size: 2 } } };
};

function markerGroup(markers: JourneyMarker[]): MarkerGroup {
  const value = new Float64Array(markers.length * 2);
  markers.forEach((marker, index) => {
    value[index * 2] = marker.longitude;
    value[index * 2 + 1] = marker.latitude;
  });
  return { markers, data: { length: markers.length, attributes: { getPosition: { value, size: 2 } } } };
}

/** Markers grouped once per answer: by mode for the modes map, by user type for the others. */
export type MarkerGroups = {
  byMode: Record<TravelMode, MarkerGroup>;
  journeysByUserType: { parent: MarkerGroup; staff: MarkerGroup };
  parkingsByUserType: { parent: MarkerGroup; staff: MarkerGroup };
};

const byUserType = (markers: readonly JourneyMarker[]) => {
  const { parent, staff } = markersByUserType(markers);
  return { parent: markerGroup(parent), staff: markerGroup(staff) };
};

export function markerGroups(markers: MapMarkers): MarkerGroups {
  const byMode = markersByMode(markers.journeys, travelModes);
  return {
    byMode: Object.fromEntries(travelModes.map((mode) => [mode, markerGroup(byMode[mode])])) as Record<
      TravelMode,
      MarkerGroup
    >,
    journeysByUserType: byUserType(markers.journeys),
    parkingsByUserType: byUserType(markers.parkings),
  };
}

const journeyLayerPrefix = 'journeys-';

/** The journey a pick on a modes-map layer found: layers carry positions only, so the pick gives an index. */
export function pickedJourney(
  groups: MarkerGroups,
  layerId: string | null,
  index: number,
): JourneyMarker | null {
  const mode = layerId?.startsWith(journeyLayerPrefix)
    ? (layerId.slice(journeyLayerPrefix.length) as TravelMode)
    : null;
  return (mode && groups.byMode[mode]?.markers[index]) ?? null;
}

/** The journey dots never get smaller than this radius in pixels. */
const dotRadiusMinPixels = 1.5;

type CircleOptions = {
  id: string;
  group: MarkerGroup;
  colour: [number, number, number, number];
  radius: number;
  visible: boolean;
  pickable: boolean;
};

function circles({ id, group, colour, radius, visible, pickable }: CircleOptions) {
  return new MarkerDotsLayer({
    id,
    data: group.data,
    visible,
    pickable,
    // One radius for every dot: the zoom factor is a uniform, so zooming rebuilds nothing.
    radiusScale: radius,
    radiusUnits: 'meters',
    radiusMinPixels: dotRadiusMinPixels,
    getFillColor: colour,
  });
}

/** The marker groups of a category, each with its layer id and colour, bottom first. */
function groupsOf(category: MapCategory, groups: MarkerGroups) {
  if (category === 'modes_of_travel_map')
    return travelModes.map((mode) => ({
      id: `${journeyLayerPrefix}${mode}`,
      group: groups.byMode[mode],
      colour: modeFills[mode],
      mode: mode as TravelMode | null,
    }));
  const byType = category === 'user_base_map' ? groups.journeysByUserType : groups.parkingsByUserType;
  return (['parent', 'staff'] as const).map((type) => ({
    id: `${category}-${type}`,
    group: byType[type],
    colour: userTypeFills[type],
    mode: null,
  }));
}

/**
 * The markers of a category on the CPU path: a canvas layer per group (as `markerLayers`), each drawn
 * once per view; the modes map's toggles only show or hide them (`visibleMarkerLayers`).
 */
export function markerCanvasLayers(
  category: MapCategory,
  groups: MarkerGroups,
  zoom: number,
  pickable: boolean,
): Array<CanvasLayer & { mode: TravelMode | null }> {
  const radiusMetres = markerRadiusMetres(category, zoom);
  return groupsOf(category, groups).map(({ id, group, colour, mode }) => ({
    ...dotsCanvasLayer({
      id,
      lngLat: group.data.attributes.getPosition.value,
      colour,
      radiusMetres,
      radiusMinPixels: dotRadiusMinPixels,
      pickable: pickable && mode !== null,
    }),
    mode,
  }));
}

/** The canvas layers with the modes switched off hidden (their canvases keep their pictures). */
export const visibleMarkerLayers = (
  layers: ReturnType<typeof markerCanvasLayers>,
  modes: readonly TravelMode[],
): CanvasLayer[] =>
  layers.map((layer) => ({ ...layer, visible: layer.mode === null || modes.includes(layer.mode) }));

/**
 * The markers of a category. The modes map has one layer per travel mode (a toggle hides or shows a
 * layer: the GPU keeps every buffer); the user base and parking maps colour parents and staff.
 */
export function markerLayers(
  category: MapCategory,
  groups: MarkerGroups,
  modes: readonly TravelMode[],
  zoom: number,
  pickable: boolean,
): Layer[] {
  const radius = markerRadiusMetres(category, zoom);
  return groupsOf(category, groups).map(({ id, group, colour, mode }) =>
    circles({
      id,
      group,
      colour,
      radius,
      visible: mode === null || modes.includes(mode),
      pickable: pickable && mode !== null,
    }),
  );
}

const schoolIconUrl = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="64" height="64" fill="none" stroke="black" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"><path d="${iconPaths.schools}"/></svg>`,
)}`;

const schoolIcon = { url: schoolIconUrl, id: 'school', width: 64, height: 64, mask: true };
// Stable accessors: a new function or colour array on each render would make deck.gl rebuild the
// attribute (and, for icons, wait for the atlas again) on every repaint.
const getSchoolIcon = () => schoolIcon;
const getFenceRadius = (fence: Geofence) => fence.radiusMetres;
const modeFills = Object.fromEntries(travelModes.map((mode) => [mode, modeFill(mode)])) as Record<
  TravelMode,
  ReturnType<typeof modeFill>
>;
const userTypeFills = { parent: userTypeFill(false), staff: userTypeFill(true) };

/** A school icon's side in CSS pixels: 32 at scale 1 above zoom 10, else 0.7 (docs/product/maps.md). */
export const schoolSize = (zoom: number) => 32 * schoolIconScale(zoom);

/** School icons, `schoolSize` square. */
export function schoolLayer(schools: readonly MapSchool[], zoom: number) {
  return new IconLayer<MapSchool>({
    id: 'schools',
    data: schools,
    getPosition: position,
    getIcon: getSchoolIcon,
    getColor: mapColours.school,
    getSize: 32,
    sizeUnits: 'pixels',
    sizeScale: schoolIconScale(zoom),
    pickable: true,
  });
}

/** Geofence circles: outlines, so the markers inside stay visible. */
export function geofenceLayer(geofences: readonly Geofence[]) {
  return new ScatterplotLayer<Geofence>({
    id: 'geofences',
    data: geofences,
    getPosition: position,
    getRadius: getFenceRadius,
    radiusUnits: 'meters',
    filled: false,
    stroked: true,
    getLineColor: mapColours.geofence,
    lineWidthUnits: 'pixels',
    getLineWidth: 2,
  });
}
