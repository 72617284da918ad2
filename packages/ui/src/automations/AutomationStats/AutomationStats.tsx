import type { ComponentPropsWithoutRef } from 'react';
import type { StatsEntry } from '@stride/domain';
import { statsSeries } from '@stride/domain';
import { format } from 'date-fns';
import styled from 'styled-components';
import { BarChart } from '../../charts/BarChart/BarChart';
import { SeriesChart } from '../../charts/series-chart';
import type { LoadFailureProps } from '../../primitives/ErrorState/ErrorState';

export type AutomationStatsProps = {
  /** The 3-month window (3m), one entry per month; undefined while loading. */
  quarter: readonly StatsEntry[] | undefined;
  /** The 24-hour window, one entry per hour; undefined while loading. */
  day: readonly StatsEntry[] | undefined;
} & LoadFailureProps &
  ComponentPropsWithoutRef<'div'>;

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const monthOf = (time: string) => format(new Date(time.replace(' ', 'T')), 'MMM yyyy');

/** Delivery stats of an automation: 90 days by month and the last 24 hours, as bar charts. */
export function AutomationStats({
  quarter,
  day,
  error,
  errorDetail,
  onRetry,
  ...rest
}: AutomationStatsProps) {
  const entries = day ?? [];
  return (
    <Root {...rest}>
      <SeriesChart
        type="bar"
        shape={() => ({ plotOptions: { bar: { borderRadius: 2 } } })}
        title="Last 90 days (90d) by month"
        categoryHeader="Month"
        categories={(quarter ?? []).map((entry) => monthOf(entry.time))}
        series={statsSeries.map((item) => ({ name: item.label, values: (quarter ?? []).map(item.of) }))}
        emptyMessage="Nothing sent in the last 90 days"
        loading={quarter === undefined && !error}
        error={error}
        errorDetail={errorDetail}
        onRetry={onRetry}
      />
      <BarChart
        title="Last 24 hours"
        labelHeader="Event"
        valueHeader="Total"
        data={statsSeries.map((item) => ({
          label: item.label,
          value: entries.reduce((sum, entry) => sum + item.of(entry), 0),
        }))}
        emptyMessage="Nothing sent in the last 24 hours"
        loading={day === undefined && !error}
        error={error}
        errorDetail={errorDetail}
        onRetry={onRetry}
      />
    </Root>
  );
}
