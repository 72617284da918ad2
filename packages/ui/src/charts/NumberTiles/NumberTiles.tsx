import styled from 'styled-components';
import { ChartCard } from '../ChartCard/ChartCard';
import { finite, formatNumber, hasData } from '../chart-data';
import type { ChartFrameProps } from '../chart-frame';

/** One figure: its name, the raw number, and how it reads with its unit. */
type NumberTile = {
  label: string;
  value: number;
  /**
   * How the number reads ('12 h 30 min', '1,204.5 miles').
   * @default the number in UK format
   */
  format?: (value: number) => string;
};

export type NumberTilesProps = {
  /** The figures, in reading order. */
  tiles: NumberTile[];
} & ChartFrameProps;

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(calc(${({ theme }) => theme.size.control.large} * 4), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
`;

const Tile = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.bg.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Label = styled.dt`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.muted};
`;

const Value = styled.dd`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font['line-height'].tight};
  font-variant-numeric: tabular-nums;
`;

/**
 * Figures that need no chart, as a description list: screen readers read each name with its
 * value, so no extra summary table is needed.
 */
export function NumberTiles({ tiles, ...rest }: NumberTilesProps) {
  return (
    <ChartCard fit empty={!hasData(tiles.map(({ value }) => value))} {...rest}>
      <List>
        {tiles.map(({ label, value, format = formatNumber }) => (
          // The name comes first (dt before dd, as a list requires); column-reverse shows the number above it.
          <Tile key={label}>
            <Label>{label}</Label>
            <Value>{format(finite(value))}</Value>
          </Tile>
        ))}
      </List>
    </ChartCard>
  );
}
