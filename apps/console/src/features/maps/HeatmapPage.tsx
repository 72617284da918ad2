import { defaultHeatmapSettings, type HeatmapSettings } from '@stride/domain';
import { ErrorState, Spinner } from '@stride/ui';
import { HeatmapControls, HeatmapView } from '@stride/ui/map';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import styled from 'styled-components';
import { loadError } from '../../app/load-error';
import { sessionAtom } from '../../session/session-atoms';
import { ConsoleFilterBar } from '../../app/filter/ConsoleFilterBar';
import { useUrlFilter } from '../../app/filter/useUrlFilter';
import { mapTiles } from '../../app/map-tiles';
import { useGeofences } from './useGeofences';
import { useHeatmapPoints, type HeatmapGeneration } from './useHeatmap';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Hint = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  background: ${({ theme }) => theme.color.bg.surface};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

/**
 * /members/heatmap (super admin, docs/product/maps.md): the filter with its date range, the heatmap
 * controls, and the heat of the journeys asked for by Generate. Radius and weight apply at once.
 */
export function HeatmapPage() {
  const session = useAtomValue(sessionAtom);
  const [filter, setFilter] = useUrlFilter();
  const [settings, setSettings] = useState<HeatmapSettings>(defaultHeatmapSettings);
  const [generation, setGeneration] = useState<HeatmapGeneration | null>(null);
  const points = useHeatmapPoints(generation);
  const geofences = useGeofences(filter);
  if (!session) return null;

  return (
    <Stack>
      <ConsoleFilterBar session={session} filter={filter} onFilterChange={setFilter} />
      <HeatmapControls
        value={settings}
        onValueChange={setSettings}
        onGenerate={() => setGeneration({ filter, settings })}
        generating={points.isValidating}
      />
      {points.error && !points.isValidating ? (
        <ErrorState
          title="The heatmap could not be generated"
          {...loadError(points.error, 'The heatmap could not be generated.')}
          onRetry={() => void points.refresh()}
        />
      ) : null}
      <HeatmapView
        label="Journey heatmap"
        points={points.data}
        radius={settings.radius}
        weight={settings.weight}
        geofences={geofences.data}
        {...mapTiles}
      >
        {generation === null ? <Hint>Choose the data, then Generate.</Hint> : null}
        {points.isValidating ? <Spinner label="Generating the heatmap" /> : null}
      </HeatmapView>
    </Stack>
  );
}
