import { geofencesShown, mapDefaults, streetLevelZoom, type Geofence } from '@stride/domain';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { tokenValues } from '../../theme/theme';
import { geofencesCanvasLayer } from '../canvas-marks';
import { deckColour } from '../map-colours';
import { useMapRenderer, type MapRendererChoice } from '../map-renderer';
import { MapView, type MapViewProps } from '../MapView/MapView';
import { geofenceLayer } from '../travel-plan-layers';
import { heatCanvasLayer } from './heat-raster';
import { JourneyHeatLayer } from './journey-heat-layer';

const base = tokenValues.color.base;
/** Cool to hot, from the palette's tokens. */
const heatColours = [
  base.teal['500'],
  base.green['600'],
  base.amber['500'],
  base.orange['600'],
  base.red['600'],
  base.red['700'],
].map((hex) => {
  const [red, green, blue] = deckColour(hex);
  return [red, green, blue] as [number, number, number];
});

const Position = styled.output`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  background: ${({ theme }) => theme.color.bg.surface};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export type HeatmapViewProps = {
  /**
   * Journey points as longitude, latitude pairs (drawn as they are: no copy, no objects).
   * @default none
   */
  points?: Float32Array;
  /**
   * Kernel radius in pixels.
   * @default 12
   */
  radius?: number;
  /**
   * Weight of every point (the intensity of the heat).
   * @default 1
   */
  weight?: number;
  /**
   * Geofence circles; drawn only when fewer than 1000 (docs/product/maps.md).
   * @default []
   */
  geofences?: readonly Geofence[];
  /**
   * How the heat is drawn: 'gpu' (deck.gl, WebGL), 'cpu' (a 2D canvas, where WebGL is software) or
   * 'auto' (this machine's path: `useMapRenderer`).
   * @default 'auto'
   */
  renderer?: MapRendererChoice;
} & Omit<MapViewProps, 'layers' | 'canvasLayers' | 'onMapClick'>;

const noPoints = new Float32Array(0);
const noGeofences: Geofence[] = [];

/**
 * The super admin's journey heatmap (docs/product/maps.md): a click shows the latitude and longitude there.
 * Only roles that zoom to street level open it, so it zooms as far.
 */
export function HeatmapView({
  points = noPoints,
  radius = 12,
  weight = 1,
  geofences = noGeofences,
  zoom = mapDefaults.heatmapZoom,
  renderer: rendererChoice,
  children,
  ...rest
}: HeatmapViewProps) {
  const [clicked, setClicked] = useState<{ latitude: number; longitude: number } | null>(null);
  const renderer = useMapRenderer(rendererChoice);
  const fences = geofencesShown(geofences.length);
  const layers = useMemo(
    () =>
      renderer === 'gpu'
        ? [
            new JourneyHeatLayer({
              id: 'heatmap',
              points,
              radiusPixels: radius,
              intensity: weight,
              colorRange: heatColours,
            }),
            ...(fences ? [geofenceLayer(geofences)] : []),
          ]
        : [],
    [renderer, points, radius, weight, geofences, fences],
  );
  // The CPU path: the heat, and the geofences over it, on canvases over deck.gl's land.
  const canvasLayers = useMemo(
    () =>
      renderer === 'cpu'
        ? [
            heatCanvasLayer({ points, radiusPixels: radius, intensity: weight, colorRange: heatColours }),
            ...(fences ? [geofencesCanvasLayer(geofences)] : []),
          ]
        : [],
    [renderer, points, radius, weight, geofences, fences],
  );
  return (
    <MapView
      layers={layers}
      canvasLayers={canvasLayers}
      data-renderer={renderer}
      zoom={zoom}
      maxZoom={streetLevelZoom}
      onMapClick={({ latitude, longitude }) => setClicked({ latitude, longitude })}
      {...rest}
    >
      {children}
      {clicked ? (
        <Position aria-label="Clicked position">
          Latitude {clicked.latitude.toFixed(5)}, Longitude {clicked.longitude.toFixed(5)}
        </Position>
      ) : null}
    </MapView>
  );
}
