import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { VisuallyHidden } from 'radix-ui';
import { EmptyState } from '../../primitives/EmptyState/EmptyState';
import { ErrorState } from '../../primitives/ErrorState/ErrorState';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { theme } from '../../theme/theme';
import type { ChartSummary } from '../chart-data';
import { Body, Description, Root, Title } from './ChartCard.styles';

const chartHeight = `calc(${theme.size.control.large} * 6)`;
const tilesHeight = `calc(${theme.size.control.large} * 2)`;

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export type ChartCardProps = {
  /** The chart's visible title; it also names the card and the summary table. */
  title: string;
  /**
   * A sentence under the title (what is counted, the unit).
   * @default undefined
   */
  description?: ReactNode;
  /**
   * Level of the title's heading, to fit the page's outline.
   * @default 3
   */
  headingLevel?: HeadingLevel;
  /**
   * The data is loading: a skeleton takes the chart's place.
   * @default false
   */
  loading?: boolean;
  /**
   * The data failed to load: this message replaces the chart (with Retry when `onRetry` is given).
   * @default undefined
   */
  error?: ReactNode;
  /**
   * The failure in technical words, behind a closed 'Technical details' disclosure under `error`.
   * @default undefined
   */
  errorDetail?: string;
  /**
   * Called by the Retry button of the error state.
   * @default undefined
   */
  onRetry?: () => void;
  /**
   * There is nothing to draw (no data, or every value is 0).
   * @default false
   */
  empty?: boolean;
  /**
   * What the empty state says.
   * @default 'No data for the selected filter'
   */
  emptyMessage?: string;
  /**
   * The numbers behind the chart, read by screen readers as a table captioned with `title`; when
   * given, `children` is hidden from them (the SVG says nothing a table does not say better).
   * @default undefined
   */
  summary?: ChartSummary;
  /**
   * The card holds figures, not a chart: it is as tall as its content (its loading shape too), not
   * a chart's height.
   * @default false
   */
  fit?: boolean;
  /** The chart (or tiles) to show when there is data. */
  children: ReactNode;
} & Omit<ComponentPropsWithoutRef<'section'>, 'title' | 'children'>;

/** The frame of every chart: title, description, and the loading, empty and error states. */
export function ChartCard({
  title,
  description,
  headingLevel = 3,
  loading = false,
  error,
  errorDetail,
  onRetry,
  empty = false,
  emptyMessage = 'No data for the selected filter',
  summary,
  fit = false,
  children,
  ...rest
}: ChartCardProps) {
  const titleId = useId();
  const stateLevel = Math.min(headingLevel + 1, 6) as HeadingLevel;
  const state = loading ? 'loading' : error ? 'error' : empty ? 'empty' : 'ready';
  return (
    <Root aria-labelledby={titleId} aria-busy={loading || undefined} data-state={state} {...rest}>
      <Title as={`h${headingLevel}`} id={titleId}>
        {title}
      </Title>
      {description && <Description>{description}</Description>}
      <Body $fit={fit}>
        {state === 'loading' && (
          <Skeleton shape="rect" height={fit ? tilesHeight : chartHeight} label={`Loading ${title}`} />
        )}
        {state === 'error' && (
          <ErrorState headingLevel={stateLevel} message={error} detail={errorDetail} onRetry={onRetry} />
        )}
        {state === 'empty' && <EmptyState headingLevel={stateLevel} title={emptyMessage} />}
        {state === 'ready' && (summary ? <div aria-hidden="true">{children}</div> : children)}
        {state === 'ready' && summary && <SummaryTable caption={title} summary={summary} />}
      </Body>
    </Root>
  );
}

function SummaryTable({ caption, summary }: { caption: string; summary: ChartSummary }) {
  const [labelColumn, ...valueColumns] = summary.columns;
  // The hidden box is a div around the table: a table is never narrower than its content, so as
  // the hidden element itself a table of long labels widened the page.
  return (
    <VisuallyHidden.Root>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labelColumn}</th>
            {valueColumns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {summary.rows.map(([label, ...values]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {values.map((value, index) => (
                <td key={valueColumns[index] ?? index}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden.Root>
  );
}
