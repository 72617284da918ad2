import { lazy, Suspense, useId, useState } from 'react';
import styled from 'styled-components';
import type { MapLocation } from '../../maps/LocationPicker/LocationPicker';
import type { MapViewProps } from '../../maps/MapView/MapView';
import { Button } from '../../primitives/Button/Button';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { theme } from '../../theme/theme';

// deck.gl is the console's largest library: it is fetched when the map is first opened, not with
// the form (ADR 0076).
const LocationPicker = lazy(async () => ({
  default: (await import('../../maps/LocationPicker/LocationPicker')).LocationPicker,
}));

/** The deployment's style or raster tiles for the map pick; without them the offline basemap is drawn. */
export type AddressMapTiles = Pick<MapViewProps, 'styleUrl' | 'tilesUrl' | 'tilesAttribution'>;

export type AddressMapPickProps = {
  /** The typed coordinates as a point, marked on the map; null while they name none. */
  location: MapLocation | null;
  /** Called with the point clicked on the map. */
  onPick: (location: MapLocation) => void;
  /** Tiles for the map. */
  mapTiles?: AddressMapTiles;
};

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
`;

const MapArea = styled.div`
  justify-self: stretch;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.muted};
`;

/** 'Pick on map' opens a map under the coordinates: a click there fills them in, typed ones move its marker. */
export function AddressMapPick({ location, onPick, mapTiles }: AddressMapPickProps) {
  const [open, setOpen] = useState(false);
  const mapId = useId();
  const hintId = useId();
  return (
    <Root>
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={open ? mapId : undefined}
        onClick={() => setOpen(!open)}
      >
        Pick on map
      </Button>
      {open && (
        <MapArea id={mapId}>
          <Hint id={hintId}>Click the map to fill in the latitude and longitude, or type them above.</Hint>
          <Suspense
            fallback={<Skeleton shape="rect" height={theme.size.map['min-height']} label="Loading the map" />}
          >
            <LocationPicker
              label="Address location"
              aria-describedby={hintId}
              location={location}
              onPick={onPick}
              {...mapTiles}
            />
          </Suspense>
        </MapArea>
      )}
    </Root>
  );
}
