import { withoutBidiControls } from '@stride/domain';
import type { ApexOptions } from 'apexcharts';
import type { ComponentProps } from 'react';
import Chart from 'react-apexcharts';
import styled from 'styled-components';
import { formatNumber } from './chart-data';

type ChartProps = ComponentProps<typeof Chart>;

// However long a label, its tooltip and legend entry wrap: a chart never widens the page.
const Box = styled.div`
  .apexcharts-tooltip {
    max-width: calc(${({ theme }) => theme.size.control.large} * 8);
  }
  .apexcharts-tooltip-title,
  .apexcharts-tooltip-text,
  .apexcharts-tooltip-text-y-label,
  .apexcharts-legend-text {
    white-space: normal;
    overflow-wrap: anywhere;
  }
`;

const markup: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for a place ApexCharts fills with innerHTML (tooltips, legend): shown as written, never parsed. */
const escapeMarkup = (text: unknown): string =>
  withoutBidiControls(String(text ?? '')).replace(/[&<>"']/g, (character) => markup[character]!);

/**
 * Every string of a chart is text. ApexCharts draws axis labels as SVG text (safe), but writes the
 * tooltip's title, series names and values, the x-axis tooltip and the legend with innerHTML; each
 * of those goes through a formatter that escapes it. Values are numbers as the UK reads them.
 * Labels and names also lose explicit bidi controls (`withoutBidiControls`), wherever they are drawn.
 */
function textOnly(options: ApexOptions): ApexOptions {
  const categories = options.xaxis?.categories?.map((category: unknown) =>
    withoutBidiControls(String(category)),
  );
  // A line chart hands the tooltip the category's position, not the category.
  const category = (value: unknown, at?: { dataPointIndex?: number }) =>
    escapeMarkup(categories?.[at?.dataPointIndex ?? -1] ?? value);
  return {
    ...options,
    ...(options.labels && { labels: options.labels.map((label) => withoutBidiControls(String(label))) }),
    xaxis: {
      ...options.xaxis,
      ...(categories && { categories }),
      tooltip: { ...options.xaxis?.tooltip, formatter: category },
    },
    legend: { ...options.legend, formatter: escapeMarkup },
    tooltip: {
      ...options.tooltip,
      x: { formatter: category },
      y: {
        formatter: (value: number) => escapeMarkup(formatNumber(value)),
        title: { formatter: (name: string) => `${escapeMarkup(name)}: ` },
      },
    },
  };
}

/**
 * The one place a chart reaches ApexCharts: its options are made text-only (`textOnly`) and its
 * series' names lose explicit bidi controls.
 */
export function ApexChart({ options, series, ...rest }: ChartProps) {
  const named = series?.map((entry) =>
    typeof entry === 'object' && entry !== null && 'name' in entry && typeof entry.name === 'string'
      ? { ...entry, name: withoutBidiControls(entry.name) }
      : entry,
  ) as ChartProps['series'];
  return (
    <Box>
      <Chart options={textOnly(options ?? {})} series={named} {...rest} />
    </Box>
  );
}
