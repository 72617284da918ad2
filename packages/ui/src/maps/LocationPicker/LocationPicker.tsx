import { ScatterplotLayer } from '@deck.gl/layers';
import { mapDefaults } from '@stride/domain';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { mapColours } from '../map-colours';
import { MapView, type MapViewProps } from '../MapView/MapView';

/** A point on the map, in degrees. */
export type MapLocation = { latitude: number; longitude: number };

export type LocationPickerProps = {
  /** Called with the point the user clicked. */
  onPick: (location: MapLocation) => void;
  /**
   * The point to mark (the picked or typed coordinates); no marker while null.
   * @default null
   */
  location?: MapLocation | null;
} & Omit<MapViewProps, 'layers' | 'onMapClick' | 'centre' | 'zoom' | 'maxZoom' | 'onZoomChange' | 'tooltip'>;

/** Zoom of a map opened on a known point: streets apart where tiles are set. */
const pointZoom = 14;
const streetZoom = 18;
const position = (point: MapLocation): [number, number] => [point.longitude, point.latitude];
const markerRadius = 7;

// A shorter map than the Maps page's: it sits in a form, under the fields it fills.
const Picker = styled(MapView)`
  height: ${({ theme }) => theme.size.map['min-height']};
`;

/**
 * A map to pick a point on (an address's latitude and longitude): a click calls `onPick` with
 * where it was, and `location` is marked. The map opens on the point it was given, else on London,
 * and stays where the user moved it when the point changes.
 */
export function LocationPicker({ onPick, location = null, ...rest }: LocationPickerProps) {
  const [opening] = useState(() =>
    location ? { centre: location, zoom: pointZoom } : { centre: mapDefaults.centre, zoom: mapDefaults.zoom },
  );
  // Keyed on the numbers, not the object: a form passes a new object on every render.
  const latitude = location?.latitude;
  const longitude = location?.longitude;
  const layers = useMemo(
    () =>
      latitude === undefined || longitude === undefined
        ? []
        : [
            new ScatterplotLayer<MapLocation>({
              id: 'picked-location',
              data: [{ latitude, longitude }],
              getPosition: position,
              getRadius: markerRadius,
              radiusUnits: 'pixels',
              getFillColor: mapColours.picked,
              stroked: true,
              getLineColor: mapColours.land,
              lineWidthUnits: 'pixels',
              getLineWidth: 2,
            }),
          ],
    [latitude, longitude],
  );
  return (
    <Picker
      layers={layers}
      centre={opening.centre}
      zoom={opening.zoom}
      maxZoom={streetZoom}
      onMapClick={({ latitude, longitude }) => onPick({ latitude, longitude })}
      {...rest}
    />
  );
}
