import {
  mapDefaults,
  travelModes,
  type Geofence,
  type JourneyMarker,
  type MapCategory,
  type MapMarkers,
  type MapSchool,
  type TravelMode,
} from '@stride/domain';
import { useMemo, useState, type ReactNode } from 'react';
import { JourneyModeChanger } from '../JourneyModeChanger/JourneyModeChanger';
import { MapView, type MapViewProps } from '../MapView/MapView';
import { geofenceLayer, markerGroups, markerLayers, pickedJourney, schoolLayer } from '../travel-plan-layers';

const noMarkers: MapMarkers = { journeys: [], parkings: [], schoolIds: [] };
const none: never[] = [];

export type TravelPlanMapProps = {
  /** Which map: modes of travel, user base or parking locations. */
  category: MapCategory;
  /**
   * The marker load's answer; none drawn while it is undefined.
   * @default undefined
   */
  markers?: MapMarkers;
  /**
   * Travel modes drawn on the modes map; an empty list draws no journeys.
   * @default every mode
   */
  modes?: readonly TravelMode[];
  /**
   * Schools drawn as icons.
   * @default []
   */
  schools?: readonly MapSchool[];
  /**
   * Geofence circles.
   * @default []
   */
  geofences?: readonly Geofence[];
  /**
   * Saves a journey's new mode (for the roles of `canChangeJourneyMode`). When set, journey circles are
   * clickable.
   * @default undefined
   */
  onJourneyModeChange?: (journey: JourneyMarker, mode: TravelMode) => Promise<void>;
  /**
   * Controls laid over the map.
   * @default undefined
   */
  children?: ReactNode;
} & Omit<MapViewProps, 'layers' | 'children' | 'onMapClick'>;

/** A travel-plan map (docs/product/maps.md): journeys or parking as circles, schools, geofences. */
export function TravelPlanMap({
  category,
  markers = noMarkers,
  modes = travelModes,
  schools = none,
  geofences = none,
  onJourneyModeChange,
  children,
  zoom: openingZoom = mapDefaults.zoom,
  onZoomChange,
  ...rest
}: TravelPlanMapProps) {
  const [zoom, setZoom] = useState(openingZoom);
  const [selected, setSelected] = useState<JourneyMarker | null>(null);
  const groups = useMemo(() => markerGroups(markers), [markers]);
  const changeable = onJourneyModeChange !== undefined;
  const layers = useMemo(
    () => [
      geofenceLayer(geofences),
      ...markerLayers(category, groups, modes, zoom, changeable),
      schoolLayer(schools, zoom),
    ],
    [category, changeable, geofences, groups, modes, schools, zoom],
  );

  return (
    <MapView
      layers={layers}
      zoom={openingZoom}
      onZoomChange={(next) => {
        setZoom(next);
        onZoomChange?.(next);
      }}
      onMapClick={
        changeable
          ? ({ layerId, index }) => {
              const journey = pickedJourney(groups, layerId, index);
              if (journey) setSelected(journey);
            }
          : undefined
      }
      {...rest}
    >
      {children}
      {selected && onJourneyModeChange ? (
        <JourneyModeChanger
          key={selected.id}
          journey={selected}
          onCancel={() => setSelected(null)}
          onSave={async (journey, mode) => {
            await onJourneyModeChange(journey, mode);
            setSelected(null);
          }}
        />
      ) : null}
    </MapView>
  );
}
