import { withoutBidiControls } from '@stride/domain';
import type { ApexOptions } from 'apexcharts';
import { useCallback, useEffect, useRef, type ComponentProps } from 'react';
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

/** The part of an ApexCharts instance that redraws it if its box changed size (what a window resize calls). */
type ApexChartsResize = { windowResizeHandler?: () => void };
/** How long after a resize a chart still not drawn again is reminded (ApexCharts waits 150 ms, more when busy). */
const redrawReminder = 1_000;

/**
 * ApexCharts draws a chart again a little after its box changes width (it waits for the resizing to
 * stop, 150 ms, seconds on a busy machine); until then the old drawing stands, at the old width. From
 * such a resize until the chart says it has drawn again (its `updated` event), its box is marked
 * `data-chart-pending`, as a chart waiting for its turn is (DrawnInTurn): whatever waits for the charts
 * (the visual check) never sees one half way to its new size. A chart is pending only when ApexCharts
 * will draw it again: when the size it weighs (the width of its element, and the window's when the chart
 * has breakpoints) differs from the one it last drew at; a box with no width is not drawn at all.
 */
function usePendingUntilRedrawn(breakpoints: boolean) {
  const box = useRef<HTMLDivElement>(null);
  const drawnAt = useRef<string>(undefined);
  const chart = useRef<ApexChartsResize>(undefined);
  const reminder = useRef<ReturnType<typeof setTimeout>>(undefined);
  const size = useCallback(() => {
    const width = box.current?.firstElementChild?.clientWidth ?? 0;
    if (width === 0) return undefined;
    return breakpoints ? `${width}, window ${window.innerWidth}` : String(width);
  }, [breakpoints]);
  const mark = useCallback(() => {
    const now = size();
    const pending = now !== undefined && drawnAt.current !== undefined && now !== drawnAt.current;
    box.current?.toggleAttribute('data-chart-pending', pending);
    // ApexCharts ignores the first size its own observer reports (taken as the size it drew at): a box
    // resized between the chart's first drawing and that report is never drawn again. Still pending a
    // while after a resize, the chart is asked to weigh its box again (it redraws only if it changed).
    clearTimeout(reminder.current);
    if (pending)
      reminder.current = setTimeout(() => {
        chart.current?.windowResizeHandler?.();
        mark();
      }, redrawReminder);
  }, [size]);
  const drawn = useCallback(
    (drawnChart: unknown) => {
      chart.current = drawnChart as ApexChartsResize;
      drawnAt.current = size();
      mark();
    },
    [size, mark],
  );
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // Both reach the chart as they reach ApexCharts: its box's size, the window's.
    const observer = new ResizeObserver(() => mark());
    observer.observe(element);
    window.addEventListener('resize', mark);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', mark);
      clearTimeout(reminder.current);
    };
  }, [mark]);
  return { box, drawn };
}

/** The options with `drawn` called whenever ApexCharts has drawn the chart (first, and every time again). */
function reportingDrawn(options: ApexOptions, drawn: (chart: unknown) => void): ApexOptions {
  const events = options.chart?.events;
  return {
    ...options,
    chart: {
      ...options.chart,
      events: {
        ...events,
        mounted: (chart, context) => {
          drawn(chart);
          events?.mounted?.(chart, context);
        },
        updated: (chart, context) => {
          drawn(chart);
          events?.updated?.(chart, context);
        },
      },
    },
  };
}

/**
 * The one place a chart reaches ApexCharts: its options are made text-only (`textOnly`), its series'
 * names lose explicit bidi controls, and it is marked pending from a resize until it is drawn again
 * (`usePendingUntilRedrawn`).
 */
export function ApexChart({ options, series, ...rest }: ChartProps) {
  const named = series?.map((entry) =>
    typeof entry === 'object' && entry !== null && 'name' in entry && typeof entry.name === 'string'
      ? { ...entry, name: withoutBidiControls(entry.name) }
      : entry,
  ) as ChartProps['series'];
  const { box, drawn } = usePendingUntilRedrawn(Boolean(options?.responsive?.length));
  return (
    <Box ref={box}>
      <Chart options={reportingDrawn(textOnly(options ?? {}), drawn)} series={named} {...rest} />
    </Box>
  );
}
