import { getStudentJourney, getStudentMarkers } from '@stride/api';
import type { MapMarkers } from '@stride/domain';
import { MarkerLookup as LookupForm } from '@stride/ui/map';
import { useApiClient } from '../../app/useApiClient';

/**
 * The super admin's lookup: a student's journeys, or one journey by tracking id, replace the map's
 * markers; Clear (`onClear`) brings the filter's markers back.
 */
export function MarkerLookup({
  onFound,
  onClear,
  showingResult,
}: {
  onFound: (markers: MapMarkers) => void;
  onClear: () => void;
  showingResult: boolean;
}) {
  const client = useApiClient();
  return (
    <LookupForm
      showingResult={showingResult}
      onClear={onClear}
      onLookup={async (lookup) => {
        const found =
          lookup.kind === 'student'
            ? await getStudentMarkers(client, lookup.id)
            : await getStudentJourney(client, lookup.id);
        if (found.journeys.length === 0) throw new Error('Nothing found');
        onFound(found);
      }}
    />
  );
}
