import {
  heatmapModes,
  heavierHeatmapWeight,
  lighterHeatmapWeight,
  mapMessages,
  nextHeatmapRadius,
  withHeatmapSource,
  type HeatmapSettings,
} from '@stride/domain';
import { useId, type ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../primitives/Button/Button';
import { Switch } from '../../primitives/Switch/Switch';
import { ToggleGroup } from '../../primitives/ToggleGroup/ToggleGroup';
import { ModeToggles } from '../ModeToggles/ModeToggles';

export type HeatmapControlsProps = {
  /** The settings shown. */
  value: HeatmapSettings;
  /** Called with the whole new settings after every change. */
  onValueChange: (settings: HeatmapSettings) => void;
  /** Asks for the heatmap of the settings. */
  onGenerate: () => void;
  /**
   * A heatmap is being generated: Generate shows a spinner.
   * @default false
   */
  generating?: boolean;
} & Omit<ComponentPropsWithoutRef<'div'>, 'defaultValue' | 'onChange'>;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Reason = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.muted};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

/**
 * The heatmap's controls (docs/product/maps.md): Simulated/Tracked, background and non-background journeys,
 * the modes of the source, radius (up by 4 until above 20, then 4) and weight (×1.2 up, ×0.8 down,
 * at least 1), and Generate.
 */
export function HeatmapControls({
  value,
  onValueChange,
  onGenerate,
  generating = false,
  ...rest
}: HeatmapControlsProps) {
  const change = (next: Partial<HeatmapSettings>) => onValueChange({ ...value, ...next });
  const reasonId = useId();
  // Generate is off for a reason the admin can read next to it (no mode says so above, at the modes).
  const noJourneys = !value.background && !value.nonBackground;
  const noModes = value.modes.length === 0;
  return (
    <Stack {...rest}>
      <Row>
        <ToggleGroup
          label="Data"
          size="small"
          items={[
            { value: 'simulated', label: 'Simulated' },
            { value: 'tracked', label: 'Tracked' },
          ]}
          value={value.source}
          onValueChange={(source) =>
            onValueChange(withHeatmapSource(value, source === 'tracked' ? 'tracked' : 'simulated'))
          }
        />
        <Switch
          label="Background"
          checked={value.background}
          onCheckedChange={(background) => change({ background })}
        />
        <Switch
          label="Non-background"
          checked={value.nonBackground}
          onCheckedChange={(nonBackground) => change({ nonBackground })}
        />
      </Row>
      <ModeToggles
        modes={heatmapModes(value.source)}
        value={value.modes}
        onValueChange={(modes) => change({ modes })}
      />
      <Row>
        <Button
          size="small"
          variant="secondary"
          onClick={() => change({ radius: nextHeatmapRadius(value.radius) })}
        >
          Radius {value.radius}
        </Button>
        <Button
          size="small"
          variant="secondary"
          onClick={() => change({ weight: lighterHeatmapWeight(value.weight) })}
        >
          Weight down
        </Button>
        <output aria-label="Weight">{value.weight.toFixed(2)}</output>
        <Button
          size="small"
          variant="secondary"
          onClick={() => change({ weight: heavierHeatmapWeight(value.weight) })}
        >
          Weight up
        </Button>
        <Button
          size="small"
          onClick={onGenerate}
          loading={generating}
          disabled={noModes || noJourneys}
          aria-describedby={noJourneys ? reasonId : undefined}
        >
          Generate
        </Button>
        {noJourneys ? <Reason id={reasonId}>{mapMessages.noJourneys}</Reason> : null}
      </Row>
    </Stack>
  );
}
