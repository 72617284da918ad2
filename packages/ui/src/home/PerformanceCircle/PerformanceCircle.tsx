import type { ComponentPropsWithoutRef } from 'react';
import styled, { useTheme } from 'styled-components';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';

export type PerformanceCircleProps = {
  /** What is measured ('Pupils registered'); the meter's name. */
  label: string;
  /** The share as a whole percent; the ring fills up to 100. */
  percent: number;
  /**
   * The count behind the share, shown as 'value of total' under the label.
   * @default undefined
   */
  value?: number;
  /**
   * The total the count is out of.
   * @default undefined
   */
  total?: number;
  /**
   * The numbers are on their way: a placeholder takes the circle's place.
   * @default false
   */
  loading?: boolean;
} & ComponentPropsWithoutRef<'figure'>;

const Root = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  text-align: center;
`;

const Ring = styled.div`
  position: relative;
  width: ${({ theme }) => theme.size['performance-circle']};
  height: ${({ theme }) => theme.size['performance-circle']};
  svg {
    width: 100%;
    height: 100%;
    transform: rotate(-90deg);
  }
`;

const TrackCircle = styled.circle`
  fill: none;
  stroke: ${({ theme }) => theme.color.bg.subtle};
`;

const FillCircle = styled.circle`
  fill: none;
  stroke: ${({ theme }) => theme.color.bg.accent};
  stroke-linecap: round;
`;

const Percent = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Caption = styled.figcaption`
  font-size: ${({ theme }) => theme.font.size.sm};
  strong {
    display: block;
  }
  span {
    color: ${({ theme }) => theme.color.text.muted};
  }
`;

// Geometry in the SVG's own 100 × 100 units: the ring scales with the circle token.
const radius = 45;
const ringWidth = 10;
const circumference = 2 * Math.PI * radius;
const numberFormat = new Intl.NumberFormat('en-GB');

/** One of the home dashboard's performance circles: a ring filled to the share, the percent inside. */
export function PerformanceCircle({
  label,
  percent,
  value,
  total,
  loading = false,
  ...rest
}: PerformanceCircleProps) {
  const theme = useTheme();
  const filled = Math.min(Math.max(percent, 0), 100);
  const counts =
    value !== undefined && total !== undefined
      ? `${numberFormat.format(value)} of ${numberFormat.format(total)}`
      : undefined;
  return (
    <Root {...rest}>
      {loading ? (
        <Skeleton shape="circle" width={theme.size['performance-circle']} label={`Loading ${label}`} />
      ) : (
        <Ring
          role="meter"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={filled}
          aria-valuetext={counts ? `${percent}%, ${counts}` : `${percent}%`}
        >
          <svg viewBox="0 0 100 100" aria-hidden="true">
            <TrackCircle cx="50" cy="50" r={radius} strokeWidth={ringWidth} />
            <FillCircle
              cx="50"
              cy="50"
              r={radius}
              strokeWidth={ringWidth}
              strokeDasharray={`${(filled / 100) * circumference} ${circumference}`}
            />
          </svg>
          <Percent aria-hidden="true">{percent}%</Percent>
        </Ring>
      )}
      <Caption>
        <strong>{label}</strong>
        {counts && !loading ? <span>{counts}</span> : null}
      </Caption>
    </Root>
  );
}
