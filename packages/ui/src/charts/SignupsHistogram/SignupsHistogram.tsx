import type { SignupStats } from '@stride/domain';
import { useState } from 'react';
import { Button } from '../../primitives/Button/Button';
import { StackedBarChart } from '../StackedBarChart/StackedBarChart';
import type { ChartFrameProps } from '../chart-frame';
import { userTypeColour } from '../chart-colours';

export type SignupsHistogramProps = {
  /** Staff and parents who signed up each day: every day of the span, zeros included (`signupsPerDay`). */
  data: SignupStats['usersByDay'];
  /**
   * The chart's title.
   * @default 'Sign-ups per day'
   */
  title?: string;
  /**
   * Shown from the start; otherwise hidden until 'Show sign-ups per day' is pressed (docs/product/people.md).
   * @default false
   */
  defaultRevealed?: boolean;
} & Omit<ChartFrameProps, 'title'>;

/** Sign-ups per day, staff and parents stacked; hidden until revealed. */
export function SignupsHistogram({
  data,
  title = 'Sign-ups per day',
  defaultRevealed = false,
  ...rest
}: SignupsHistogramProps) {
  const [revealed, setRevealed] = useState(defaultRevealed);
  return (
    <div>
      <Button variant="ghost" size="small" aria-expanded={revealed} onClick={() => setRevealed(!revealed)}>
        {revealed ? 'Hide sign-ups per day' : 'Show sign-ups per day'}
      </Button>
      {revealed && (
        <StackedBarChart
          title={title}
          categoryHeader="Day"
          wholeNumbers
          maxCategoryLabels={6}
          categories={data.map(({ date }) => date)}
          series={[
            { name: 'Staff', values: data.map(({ staff }) => staff), colour: userTypeColour('staff') },
            { name: 'Parents', values: data.map(({ parents }) => parents), colour: userTypeColour('parent') },
          ]}
          {...rest}
        />
      )}
    </div>
  );
}
