/** One labelled number: a bar, a donut slice, a tile. */
export type ChartDatum = {
  label: string;
  value: number;
  /** A real colour value (from `tokenValues` or chart-colours); omitted: the chart's palette. */
  colour?: string;
};

/** One named line or stack of a chart over shared categories (months, school years). */
export type ChartSeries = {
  name: string;
  /** One value per category, in the categories' order. */
  values: number[];
  /** A real colour value (from `tokenValues` or chart-colours); omitted: the chart's palette. */
  colour?: string;
};

/** The numbers behind a chart, read by screen readers as a table. */
export type ChartSummary = {
  /** Column headers; the first names the row labels. */
  columns: string[];
  /** One row per label: the label, then its values. */
  rows: (string | number)[][];
};

const numberFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** A number as the UK reads it; anything not finite (NaN from a division by zero) shows as 0. */
export const formatNumber = (value: number): string =>
  numberFormat.format(Number.isFinite(value) ? value : 0);

/** Non-finite numbers (NaN, Infinity from an empty filter) become 0 so a chart never breaks. */
export const finite = (value: number): number => (Number.isFinite(value) ? value : 0);

export const hasData = (values: number[]): boolean => values.some((value) => finite(value) !== 0);

/** Numbers kept by label (an object of a Stats answer) as data in the labels' order, coloured in turn. */
export const datumsByLabel = <Label extends string>(
  labels: readonly Label[],
  values: Record<Label, number>,
  colours: readonly string[],
): ChartDatum[] => labels.map((label, index) => ({ label, value: values[label], colour: colours[index] }));

export const datumSummary = (data: ChartDatum[], labelHeader: string, valueHeader: string): ChartSummary => ({
  columns: [labelHeader, valueHeader],
  rows: data.map(({ label, value }) => [label, formatNumber(value)]),
});

export const seriesSummary = (
  categories: string[],
  series: ChartSeries[],
  categoryHeader: string,
): ChartSummary => ({
  columns: [categoryHeader, ...series.map(({ name }) => name)],
  rows: categories.map((category, index) => [
    category,
    ...series.map(({ values }) => formatNumber(values[index] ?? 0)),
  ]),
});
