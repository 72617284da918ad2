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
import { mapColours, modeFill, userTypeFill } from './map-colours';
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
    radiusMinPixels: 1.5,
    getFillColor: colour,
  });
}

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
  if (category === 'modes_of_travel_map') {
    return travelModes.map((mode) =>
      circles({
        id: `${journeyLayerPrefix}${mode}`,
        group: groups.byMode[mode],
        colour: modeFills[mode],
        radius,
        visible: modes.includes(mode),
        pickable,
      }),
    );
  }
  const byType = category === 'user_base_map' ? groups.journeysByUserType : groups.parkingsByUserType;
  return (['parent', 'staff'] as const).map((type) =>
    circles({
      id: `${category}-${type}`,
      group: byType[type],
      colour: userTypeFills[type],
      radius,
      visible: true,
      pickable: false,
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

/** School icons: scale 1 above zoom 10, else 0.7 (docs/product/maps.md). */
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
