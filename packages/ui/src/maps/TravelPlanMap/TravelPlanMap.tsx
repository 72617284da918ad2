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
import { JourneyModeChanger, type JourneyDetailState } from '../JourneyModeChanger/JourneyModeChanger';
import { JourneyPanel } from '../JourneyModeChanger/JourneyPanel';
import { geofencesCanvasLayer, schoolsCanvasLayer } from '../canvas-marks';
import { useMapRenderer, type MapRendererChoice } from '../map-renderer';
import { MapView, type MapViewProps } from '../MapView/MapView';
import {
  geofenceLayer,
  markerCanvasLayers,
  markerGroups,
  markerLayers,
  pickedJourney,
  schoolLayer,
  schoolSize,
  visibleMarkerLayers,
} from '../travel-plan-layers';

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
   * Called with the journey whose change-mode panel opens (null when it closes), so its details can
   * be asked for.
   * @default undefined
   */
  onJourneyOpen?: (journey: JourneyMarker | null) => void;
  /**
   * The details of the journey whose panel is open (person, school, date), as they load.
   * @default undefined (the panel shows the tracking id only)
   */
  journeyDetail?: JourneyDetailState;
  /**
   * How the journeys are drawn: 'gpu' (deck.gl, WebGL), 'cpu' (2D canvases, where WebGL is software) or
   * 'auto' (this machine's path: `useMapRenderer`).
   * @default 'auto'
   */
  renderer?: MapRendererChoice;
  /**
   * Controls laid over the map.
   * @default undefined
   */
  children?: ReactNode;
} & Omit<MapViewProps, 'layers' | 'canvasLayers' | 'children' | 'onMapClick' | 'floating'>;

/**
 * A travel-plan map (docs/product/maps.md): journeys or parking as circles, schools, geofences. Where
 * journeys can be changed, a click on a circle opens its change-mode panel beside it.
 */
export function TravelPlanMap({
  category,
  markers = noMarkers,
  modes = travelModes,
  schools = none,
  geofences = none,
  onJourneyModeChange,
  onJourneyOpen,
  journeyDetail,
  children,
  zoom: openingZoom = mapDefaults.zoom,
  onZoomChange,
  renderer: rendererChoice,
  ...rest
}: TravelPlanMapProps) {
  const renderer = useMapRenderer(rendererChoice);
  const [zoom, setZoom] = useState(openingZoom);
  const [selected, setSelected] = useState<{ journey: JourneyMarker; x: number; y: number } | null>(null);
  const groups = useMemo(() => markerGroups(markers), [markers]);
  const changeable = onJourneyModeChange !== undefined;
  const gpuLayers = useMemo(
    () =>
      renderer === 'gpu'
        ? [
            geofenceLayer(geofences),
            ...markerLayers(category, groups, modes, zoom, changeable),
            schoolLayer(schools, zoom),
          ]
        : null,
    [renderer, category, changeable, geofences, groups, modes, schools, zoom],
  );
  // The CPU path: geofences, dots and schools on canvases over deck.gl's land, which has nothing to
  // draw again when an answer or a mode changes.
  const layers = gpuLayers ?? none;
  // Drawn once per answer and view; a mode toggle shows or hides a canvas.
  const dots = useMemo(
    () => (renderer === 'cpu' ? markerCanvasLayers(category, groups, zoom, changeable) : []),
    [renderer, category, groups, zoom, changeable],
  );
  const schoolIcons = useMemo(() => schoolsCanvasLayer(schools, schoolSize(zoom)), [schools, zoom]);
  const fences = useMemo(() => geofencesCanvasLayer(geofences), [geofences]);
  const canvasLayers = useMemo(
    () => (renderer === 'cpu' ? [fences, ...visibleMarkerLayers(dots, modes), schoolIcons] : none),
    [renderer, fences, dots, modes, schoolIcons],
  );
  const select = (next: typeof selected) => {
    setSelected(next);
    if (next?.journey.id !== selected?.journey.id) onJourneyOpen?.(next?.journey ?? null);
  };

  return (
    <MapView
      layers={layers}
      canvasLayers={canvasLayers}
      data-renderer={renderer}
      zoom={openingZoom}
      onZoomChange={(next) => {
        setZoom(next);
        onZoomChange?.(next);
        // The panel stands beside a point of the old view.
        if (selected) select(null);
      }}
      onMapClick={
        changeable
          ? ({ layerId, index, x, y }) => {
              const journey = pickedJourney(groups, layerId, index);
              if (journey) select({ journey, x, y });
            }
          : undefined
      }
      floating={
        selected && onJourneyModeChange ? (
          <JourneyPanel
            x={selected.x}
            y={selected.y}
            label={`Journey ${selected.journey.id}`}
            onClose={() => select(null)}
          >
            <JourneyModeChanger
              key={selected.journey.id}
              journey={selected.journey}
              journeyDetail={journeyDetail}
              onCancel={() => select(null)}
              onSave={async (journey, mode) => {
                await onJourneyModeChange(journey, mode);
                select(null);
              }}
            />
          </JourneyPanel>
        ) : null
      }
      // The map takes focus back when a panel closes (it has no circle to give it to).
      tabIndex={changeable ? -1 : undefined}
      {...rest}
    >
      {children}
    </MapView>
  );
}
