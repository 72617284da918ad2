import { isApiError, withJourneyMode } from '@stride/api';
import {
  canChangeJourneyMode,
  canLookUpJourneys,
  defaultMapCategory,
  isMapCategory,
  loadsMarkersOnDemand,
  mapMaxZoom,
  mapMessages,
  travelModes,
  type MapMarkers,
  type TravelMode,
} from '@stride/domain';
import { Button, ErrorState, Spinner, Switch, useToast } from '@stride/ui';
import { MapCategorySelector, MapLegend, ModeToggles, TravelPlanMap } from '@stride/ui/map';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { loadError } from '../../app/load-error';
import { sessionAtom } from '../../session/session-atoms';
import { ConsoleFilterBar } from '../../app/filter/ConsoleFilterBar';
import { useUrlFilter } from '../../app/filter/useUrlFilter';
import { mapTiles } from '../../app/map-tiles';
import { MarkerLookup } from './MarkerLookup';
import { useGeofences } from './useGeofences';
import { useChangeJourneyMode, useJourneyDetail, useMapMarkers, useMapSchools } from './useMapMarkers';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.lg};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.muted};
`;

/** A markers call that outlived its deadline suggests a narrower filter. */
function markersError(error: unknown) {
  const failure = loadError(error, 'The markers could not be loaded.');
  return isApiError(error) && error.code === 'timeout'
    ? { ...failure, message: mapMessages.loadTimedOut }
    : failure;
}

/**
 * /members/maps and /members/maps/:category (docs/product/maps.md): the shared filter, the category
 * selector, and the map of the category's markers and the schools' geofences. Mode toggles hide and
 * show modes without a new request; a lookup's result replaces the markers and the view jumps to it, until
 * Clear or Show markers brings the filter's markers back.
 */
export function MapsPage() {
  const session = useAtomValue(sessionAtom);
  const { category: pathCategory } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const [filter, setFilter] = useUrlFilter();
  const [modes, setModes] = useState<TravelMode[]>([...travelModes]);
  const [updateOnChange, setUpdateOnChange] = useState(false);
  const staleId = useId();
  // A lookup's result stands in for the filter's markers (kept apart, so Clear or Show markers
  // brings those back) until it is cleared.
  const [found, setFound] = useState<MapMarkers | undefined>(undefined);
  const role = session?.role ?? 'SCHOOL_ADMIN';
  const { markers, load, requested, stale } = useMapMarkers(filter, role, updateOnChange);
  const shown = found ?? markers.data;
  const schools = useMapSchools(shown);
  const changeMode = useChangeJourneyMode(requested);
  const [journeyDetail, onJourneyOpen] = useJourneyDetail();
  // Asked for once markers have come, for the filter they answered: the circles follow the markers
  // (the super admin's Show markers included), and a failed marker load is not hidden by them.
  const geofences = useGeofences(markers.data ? requested : null);
  if (!session) return null;

  const category = isMapCategory(pathCategory) ? pathCategory : defaultMapCategory;

  return (
    <Stack>
      <ConsoleFilterBar session={session} filter={filter} onFilterChange={setFilter} />
      <Row>
        <MapCategorySelector
          value={category}
          onValueChange={(next) => navigate({ pathname: `/members/maps/${next}`, search: search.toString() })}
        />
        {loadsMarkersOnDemand(role) ? (
          <>
            <Switch label="Update on change" checked={updateOnChange} onCheckedChange={setUpdateOnChange} />
            <Button
              variant={stale || found ? 'primary' : 'secondary'}
              onClick={() => {
                setFound(undefined);
                load();
              }}
              disabled={!stale && !found}
              aria-describedby={stale ? staleId : undefined}
            >
              Show markers
            </Button>
            <Hint id={staleId} role="status">
              {stale ? mapMessages.staleMarkers : ''}
            </Hint>
          </>
        ) : null}
      </Row>
      {canLookUpJourneys(role) ? (
        <MarkerLookup
          onFound={setFound}
          showingResult={found !== undefined}
          onClear={() => setFound(undefined)}
        />
      ) : null}
      {markers.error && !markers.isValidating ? (
        <ErrorState
          title="The map could not be loaded"
          {...markersError(markers.error)}
          onRetry={() => void markers.refresh()}
        />
      ) : null}
      {geofences.error && !geofences.isValidating ? (
        <ErrorState
          title="The geofences could not be loaded"
          {...loadError(geofences.error, 'The geofences could not be loaded.')}
          onRetry={() => void geofences.refresh()}
        />
      ) : null}
      <TravelPlanMap
        label="Travel plan map"
        category={category}
        maxZoom={mapMaxZoom(category, role)}
        markers={shown}
        modes={category === 'modes_of_travel_map' ? modes : travelModes}
        schools={schools}
        geofences={geofences.data}
        focus={found?.journeys}
        busy={shown === undefined && markers.error === undefined}
        journeyDetail={journeyDetail}
        onJourneyOpen={onJourneyOpen}
        onJourneyModeChange={
          canChangeJourneyMode(role)
            ? async (journey, mode) => {
                await changeMode(journey, mode);
                setFound((current) => current && withJourneyMode(current, journey.id, mode));
                toast.show({ variant: 'success', title: 'Success', message: mapMessages.journeyChanged });
              }
            : undefined
        }
        {...mapTiles}
      >
        {category === 'modes_of_travel_map' ? (
          <ModeToggles modes={travelModes} value={modes} onValueChange={setModes} />
        ) : (
          <MapLegend />
        )}
        {markers.isLoading || markers.isValidating || geofences.isLoading ? (
          <Spinner label="Loading markers" />
        ) : null}
      </TravelPlanMap>
    </Stack>
  );
}
