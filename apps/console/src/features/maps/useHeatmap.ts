import { heatmapQuery, type HeatmapRequest } from '@stride/api';
import type { FilterSelection, HeatmapSettings } from '@stride/domain';
import { useQuery } from '../../app/useQuery';

/** What Generate asked for: the filter and settings at that moment. */
export type HeatmapGeneration = { filter: FilterSelection; settings: HeatmapSettings };

const requestsOf = ({ settings }: HeatmapGeneration): HeatmapRequest[] => [
  ...(settings.nonBackground
    ? [{ source: settings.source, modes: settings.modes, kind: 'normal' as const }]
    : []),
  ...(settings.background ? [{ source: settings.source, modes: settings.modes, kind: 'bg' as const }] : []),
];

/** The heatmap points of the last Generate (none before the first). */
export function useHeatmapPoints(generation: HeatmapGeneration | null) {
  const requests = generation ? requestsOf(generation) : [];
  return useQuery(generation && requests.length > 0 ? heatmapQuery(generation.filter, requests) : null, {
    keepPreviousData: true,
  });
}
