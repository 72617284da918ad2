import { mapMessages } from '@stride/domain';
import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { travelModeLabels } from '../../charts/chart-colours';
import { Alert } from '../../primitives/Alert/Alert';
import { ToggleGroup } from '../../primitives/ToggleGroup/ToggleGroup';
import { theme, type TravelModeColour } from '../../theme/theme';

export type ModeTogglesProps<Mode extends TravelModeColour> = {
  /** The modes offered, in display order (the map's eight, or the heatmap's). */
  modes: readonly Mode[];
  /** The modes switched on. */
  value: readonly Mode[];
  /** Called with every mode on after a press. */
  onValueChange: (modes: Mode[]) => void;
  /**
   * Names the group.
   * @default 'Travel modes'
   */
  label?: string;
} & Omit<ComponentPropsWithoutRef<'div'>, 'defaultValue' | 'onChange'>;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A toggle per travel mode in its colour; with none on, the spec's warning (docs/product/maps.md). */
export function ModeToggles<Mode extends TravelModeColour>({
  modes,
  value,
  onValueChange,
  label = 'Travel modes',
  ...rest
}: ModeTogglesProps<Mode>) {
  return (
    <Stack {...rest}>
      <ToggleGroup
        type="multiple"
        size="small"
        label={label}
        items={modes.map((mode) => ({
          value: mode,
          label: travelModeLabels[mode],
          swatch: theme.color.mode[mode],
        }))}
        value={[...value]}
        onValueChange={(next) => onValueChange(modes.filter((mode) => next.includes(mode)))}
      />
      {value.length === 0 ? <Alert variant="warning">{mapMessages.noMode}</Alert> : null}
    </Stack>
  );
}
