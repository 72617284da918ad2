import {
  changeTravelModeMutation,
  journeyDetailQuery,
  markersQuery,
  schoolsWithAddressQuery,
} from '@stride/api';
import {
  firstMarkerLoadDelay,
  loadsMarkersOnDemand,
  type FilterSelection,
  type JourneyMarker,
  type MapMarkers,
  type MapSchool,
  type Role,
  type TravelMode,
} from '@stride/domain';
import type { JourneyDetailState } from '@stride/ui/map';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '../../app/useQuery';
import { useMutation } from '../../app/useMutation';

/**
 * The markers of the filter (docs/product/maps.md). They reload when the filter changes; a non-super
 * admin's first load waits 500 ms; the super admin's filter changes load only when `updateOnChange`
 * is on, otherwise when `load()` is called (ADR 0043). A load gives up after 10 s: the API client's
 * answer deadline (ADR 0093).
 */
export function useMapMarkers(filter: FilterSelection, role: Role, updateOnChange: boolean) {
  const onDemand = loadsMarkersOnDemand(role);
  const [requested, setRequested] = useState<FilterSelection | null>(onDemand ? filter : null);
  const started = useRef(onDemand);
  const follows = !onDemand || updateOnChange;

  useEffect(() => {
    if (!follows) return;
    if (started.current) {
      setRequested(filter);
      return;
    }
    const timer = setTimeout(() => {
      started.current = true;
      setRequested(filter);
    }, firstMarkerLoadDelay(role));
    return () => clearTimeout(timer);
  }, [filter, follows, role]);

  const markers = useQuery(requested ? markersQuery(requested) : null, {
    keepPreviousData: true,
  });
  const load = useCallback(() => setRequested(filter), [filter]);
  return { markers, load, requested, stale: requested !== filter && !follows };
}

/** Schools with a location, as map icons: the ones the markers belong to. */
export function useMapSchools(markers: MapMarkers | undefined): MapSchool[] {
  const schools = useQuery(schoolsWithAddressQuery());
  return useMemo(() => {
    const shown = new Set(markers?.schoolIds ?? []);
    return (schools.data?.schools ?? []).flatMap((school) => {
      const at = school.addresses?.[0];
      return shown.has(school.id) && at
        ? [{ id: school.id, name: school.name, latitude: at.latitude, longitude: at.longitude }]
        : [];
    });
  }, [markers?.schoolIds, schools.data]);
}

/**
 * The details of the journey whose change-mode panel is open (its person, school and date), read from
 * the tracking-id lookup; none while no panel is open.
 */
export function useJourneyDetail(): [
  JourneyDetailState | undefined,
  (journey: JourneyMarker | null) => void,
] {
  const [open, setOpen] = useState<number | null>(null);
  const detail = useQuery(open === null ? null : journeyDetailQuery(open));
  const state: JourneyDetailState | undefined =
    open === null
      ? undefined
      : {
          detail: detail.data,
          failed: detail.error !== undefined && !detail.isValidating,
          onRetry: () => void detail.refresh(),
        };
  const onOpen = useCallback((journey: JourneyMarker | null) => setOpen(journey?.id ?? null), []);
  return [state, onOpen];
}

/**
 * The super admin's change of a journey's mode: saved, then the circle takes the new colour at once
 * (in the markers of `requested`, the filter they were loaded for).
 */
export function useChangeJourneyMode(requested: FilterSelection | null) {
  const write = useMutation();
  return useCallback(
    async (journey: JourneyMarker, mode: TravelMode) => {
      await write(changeTravelModeMutation(requested && markersQuery(requested), journey.id, mode));
    },
    [write, requested],
  );
}
