import { ScatterplotLayer } from '@deck.gl/layers';
import { addressMapView } from '@stride/domain';
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
} & Omit<
  MapViewProps,
  | 'layers'
  | 'onMapClick'
  | 'centre'
  | 'zoom'
  | 'maxZoom'
  | 'focus'
  | 'focusMaxZoom'
  | 'onZoomChange'
  | 'tooltip'
>;

const streetZoom = 18;
const position = (point: MapLocation): [number, number] => [point.longitude, point.latitude];
const markerRadius = 7;

// A shorter map than the Maps page's: it sits in a form, under the fields it fills.
const Picker = styled(MapView)`
  height: ${({ theme }) => theme.size.map['min-height']};
`;

/**
 * A map to pick a point on (an address's latitude and longitude): a click calls `onPick` with
 * where it was, and `location` is marked. The product's constants (`addressMapView`): the map opens
 * near southern England at zoom 7 while there is no point, and on a selection (the point it opens
 * with, a click, or a new `location` typed or found) the view goes to the point at zoom 17. A point
 * taken away leaves the view where it is.
 */
export function LocationPicker({ onPick, location = null, ...rest }: LocationPickerProps) {
  const [opening] = useState(() =>
    location
      ? { centre: location, zoom: addressMapView.selectionZoom }
      : { centre: addressMapView.centre, zoom: addressMapView.zoom },
  );
  // Keyed on the numbers, not the object: a form passes a new object on every render.
  const latitude = location?.latitude;
  const longitude = location?.longitude;
  // The view goes to each new point (a new focus); the last one is kept while there is none, so the
  // view stays where it is.
  const [focus, setFocus] = useState<readonly MapLocation[] | undefined>(() =>
    location ? [location] : undefined,
  );
  const focused = focus?.[0];
  if (
    latitude !== undefined &&
    longitude !== undefined &&
    (focused?.latitude !== latitude || focused.longitude !== longitude)
  )
    setFocus([{ latitude, longitude }]);
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
      focus={focus}
      focusMaxZoom={addressMapView.selectionZoom}
      onMapClick={({ latitude, longitude }) => onPick({ latitude, longitude })}
      {...rest}
    />
  );
}
