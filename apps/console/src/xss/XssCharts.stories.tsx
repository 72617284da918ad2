import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  BarChart,
  DonutChart,
  JourneyDistributionChart,
  LineChart,
  PupilsByYearChart,
  StackedBarChart,
} from '@stride/ui';
import { expect, waitFor } from 'storybook/test';
import { liveVectors, resetXssFlag, settle, unsafeMarkupRuns, xssPayloads, xssRan } from './xss-corpus';

/**
 * Hostile input in charts: every payload of the corpus is a bar's, a slice's or a category's label
 * and a series' name. Each data point is hovered so ApexCharts writes its tooltip; the tooltip and
 * the legend read as the payload itself (text, not markup), no element of a payload is in the
 * chart, and nothing ran. The chart is an aria-hidden drawing (its table is the accessible
 * version), so its parts are found by ApexCharts' classes, not by role.
 */
const meta = {
  title: 'Hardening/XSS corpus in charts',
  // Tests: what they check is text and markup (each payload shown as typed, nothing ran), asserted element
  // by element; the charts they end on are the chart showcases' with hostile labels.
  tags: ['no-visual', '!dev'],
  parameters: { a11y: { test: 'off' }, chromatic: { disableSnapshot: true } },
  beforeEach: () => resetXssFlag(),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const data = xssPayloads.map((label, index) => ({ label, value: index + 1 }));
const series = [
  { name: xssPayloads[1]!, values: xssPayloads.map((_, index) => index + 1) },
  { name: xssPayloads[2]!, values: xssPayloads.map((_, index) => index + 2) },
];

/** Elements a payload would bring if it were parsed as markup (`style` is checked on its own). */
const payloadElements =
  'img, script, iframe, object, embed, svg svg, b, a, form, input, select, textarea, button, video, audio, picture, details, marquee, math, template, noscript, meta, base, link, body, isindex';

/** The drawn chart (after its turn). */
async function drawnChart(canvasElement: HTMLElement) {
  return waitFor(() => {
    const chart = canvasElement.querySelector<HTMLElement>('.apexcharts-canvas');
    // A chart redrawing (after its box changed width) replaces its markers and tooltip: hovered then, a
    // point answered with the old drawing's empty tooltip.
    if (!chart || canvasElement.querySelector('[data-chart-pending]'))
      throw new Error('The chart is not drawn yet');
    return chart;
  });
}

/**
 * A pointer moving onto the middle of `target`, as ApexCharts listens for it. A mouse event's position
 * is in whole pixels, and ApexCharts answers only a pointer inside its plot (`.apexcharts-grid`): a point
 * on the plot's edge (a line's first and last markers) is hovered from the nearest whole pixel inside.
 */
function hover(target: Element) {
  const { left, top, width, height } = target.getBoundingClientRect();
  const plot = target
    .closest('.apexcharts-canvas')
    ?.querySelector('.apexcharts-grid')
    ?.getBoundingClientRect();
  const inside = (at: number, from: number, to: number) =>
    Math.min(Math.max(Math.round(at), Math.ceil(from)), Math.floor(to));
  const clientX = plot ? inside(left + width / 2, plot.left, plot.right) : left + width / 2;
  const clientY = plot ? inside(top + height / 2, plot.top, plot.bottom) : top + height / 2;
  const at = { bubbles: true, clientX, clientY };
  for (const type of ['mouseenter', 'mouseover', 'mousemove']) target.dispatchEvent(new MouseEvent(type, at));
}

/**
 * Hovers every data point (`points`: the bars, slices or markers) and checks the open tooltip: its
 * text holds the point's label exactly as written and no element of a payload.
 */
async function hoverEachPoint(chart: HTMLElement, points: string, labelOf: (index: number) => string) {
  const targets = [...chart.querySelectorAll(points)];
  await expect(targets.length).toBe(xssPayloads.length);
  const tooltip = chart.querySelector<HTMLElement>('.apexcharts-tooltip')!;
  for (const [index, target] of targets.entries()) {
    hover(target);
    await waitFor(() => expect(tooltip.textContent).toContain(labelOf(index)));
    await expect(tooltip.querySelectorAll(payloadElements)).toHaveLength(0);
  }
}

/** Nothing of a payload is in the chart (tooltip, legend, axes), nothing ran, and the control runs. */
async function expectChartInert(chart: HTMLElement) {
  await expect(chart.querySelectorAll(payloadElements)).toHaveLength(0);
  // ApexCharts' own stylesheet, in its own foreignObject, and no other.
  await expect(chart.querySelectorAll('style, foreignObject')).toHaveLength(2);
  await settle();
  await expect(xssRan()).toBe(false);
  await expect(liveVectors(chart)).toEqual([]);
  await expect(await unsafeMarkupRuns()).toBe(true);
}

export const BarLabels: Story = {
  render: () => <BarChart title="Bars" data={data} valueHeader={xssPayloads[3]!} />,
  play: async ({ canvasElement }) => {
    const chart = await drawnChart(canvasElement);
    await hoverEachPoint(chart, '.apexcharts-bar-area', (index) => xssPayloads[index]!);
    await expect(chart.querySelector('.apexcharts-tooltip')?.textContent).toContain(xssPayloads[3]);
    await expectChartInert(chart);
  },
};

export const PupilsByYearLabels: Story = {
  render: () => <PupilsByYearChart data={xssPayloads.map((year, index) => ({ year, count: index + 1 }))} />,
  play: async ({ canvasElement }) => {
    const chart = await drawnChart(canvasElement);
    await hoverEachPoint(chart, '.apexcharts-bar-area', (index) => xssPayloads[index]!);
    await expectChartInert(chart);
  },
};

export const JourneyDistributionLabels: Story = {
  render: () => (
    <JourneyDistributionChart data={xssPayloads.map((label, index) => ({ label, count: index + 1 }))} />
  ),
  play: async ({ canvasElement }) => {
    const chart = await drawnChart(canvasElement);
    await hoverEachPoint(chart, '.apexcharts-bar-area', (index) => xssPayloads[index]!);
    await expectChartInert(chart);
  },
};

export const DonutLabels: Story = {
  render: () => <DonutChart title="Slices" data={data} />,
  play: async ({ canvasElement }) => {
    const chart = await drawnChart(canvasElement);
    await hoverEachPoint(chart, '.apexcharts-pie-area', (index) => xssPayloads[index]!);
    // The legend names every slice as written.
    const legend = [...chart.querySelectorAll('.apexcharts-legend-text')].map((text) => text.textContent);
    await expect(legend).toEqual(xssPayloads);
    await expectChartInert(chart);
  },
};

export const LineCategoriesAndSeries: Story = {
  render: () => <LineChart title="Lines" categories={[...xssPayloads]} series={series} />,
  play: async ({ canvasElement }) => {
    const chart = await drawnChart(canvasElement);
    await hoverEachPoint(
      chart,
      '.apexcharts-series:first-child .apexcharts-marker',
      (index) => xssPayloads[index]!,
    );
    await expect(chart.querySelector('.apexcharts-tooltip')?.textContent).toContain(series[1]!.name);
    const legend = [...chart.querySelectorAll('.apexcharts-legend-text')].map((text) => text.textContent);
    await expect(legend).toEqual(series.map(({ name }) => name));
    await expectChartInert(chart);
  },
};

export const StackedCategoriesAndSeries: Story = {
  render: () => <StackedBarChart title="Stacks" categories={[...xssPayloads]} series={series} />,
  play: async ({ canvasElement }) => {
    const chart = await drawnChart(canvasElement);
    await hoverEachPoint(
      chart,
      '.apexcharts-series:first-child .apexcharts-bar-area',
      (index) => xssPayloads[index]!,
    );
    const legend = [...chart.querySelectorAll('.apexcharts-legend-text')].map((text) => text.textContent);
    await expect(legend).toEqual(series.map(({ name }) => name));
    await expectChartInert(chart);
  },
};
