import { getHeatmapPoints, heatmapKey, type HeatmapRequest } from '@stride/api';
import type { FilterSelection, HeatmapSettings } from '@stride/domain';
import useSWR from 'swr';
import { useApiClient } from '../../app/useApiClient';

/** What Generate asked for: the filter and settings at that moment. */
export type HeatmapGeneration = { filter: FilterSelection; settings: HeatmapSettings };

const requestsOf = ({ settings }: HeatmapGeneration): HeatmapRequest[] => [
  ...(settings.nonBackground
    ? [{ source: settings.source, modes: settings.modes, kind: 'normal' as const }]
    : []),
  ...(settings.background ? [{ source: settings.source, modes: settings.modes, kind: 'bg' as const }] : []),
];

/** One array of every point: background and non-background journeys are asked for separately (mode bg / normal). */
function joined(parts: Float32Array[]): Float32Array {
  if (parts.length === 1) return parts[0]!;
  const all = new Float32Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    all.set(part, offset);
    offset += part.length;
  }
  return all;
}

/** The heatmap points of the last Generate (none before the first). */
export function useHeatmapPoints(generation: HeatmapGeneration | null) {
  const client = useApiClient();
  const requests = generation ? requestsOf(generation) : [];
  const key =
    generation && requests.length > 0
      ? ['heatmap', ...requests.map((request) => heatmapKey(generation.filter, request))]
      : null;
  return useSWR(
    key,
    async () =>
      joined(
        await Promise.all(requests.map((request) => getHeatmapPoints(client, generation!.filter, request))),
      ),
    {
      keepPreviousData: true,
    },
  );
}
