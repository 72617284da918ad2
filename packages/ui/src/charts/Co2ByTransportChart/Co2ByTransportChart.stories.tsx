import { travelModes } from '@stride/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, within } from 'storybook/test';
import { travelModeLabels } from '../chart-colours';
import {
  expectEmpty,
  expectEveryBarNamed,
  expectLoading,
  expectRetry,
  expectSummaryTable,
} from '../chart-story-plays';
import { Co2ByTransportChart } from './Co2ByTransportChart';

const meta = {
  title: 'Charts/Co2ByTransportChart',
  tags: ['autodocs'],
  component: Co2ByTransportChart,
  args: {
    data: [
      { primary_transport_type: 'CAR', total_co2: 8412.35 },
      { primary_transport_type: 'TAXI', total_co2: 512.8 },
      { primary_transport_type: 'CARPOOL', total_co2: 1204 },
      { primary_transport_type: 'BUS', total_co2: 960.5 },
      { primary_transport_type: 'SCHOOL_BUS', total_co2: 740 },
      { primary_transport_type: 'TRAIN', total_co2: 221.1 },
    ],
    onRetry: fn(),
  },
} satisfies Meta<typeof Co2ByTransportChart>;

export default meta;
type Story = StoryObj<typeof meta>;

// Rules: metrics.charts.co2-by-transport
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectSummaryTable(
      canvasElement,
      'CO2 by transport type',
      ['Transport type', 'CO2 (kg)'],
      [
        ['Car', '8,412.35'],
        ['Taxi', '512.8'],
        ['Carpool', '1,204'],
        ['Bus', '960.5'],
        ['School bus', '740'],
        ['Train', '221.1'],
      ],
    );
  },
};

export const Empty: Story = {
  args: { data: [{ primary_transport_type: 'CAR', total_co2: 0 }] },
  play: async ({ canvasElement }) => expectEmpty(canvasElement, 'CO2 by transport type'),
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => expectLoading(canvasElement, 'CO2 by transport type'),
};

export const ErrorWithRetry: Story = {
  args: { error: 'Error occured' },
};

/** Retry calls onRetry (a test: the ErrorWithRetry story stays untouched). */
export const RetryCallsOnRetry: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...ErrorWithRetry.args },
  play: async ({ canvasElement, args }) => expectRetry(canvasElement, args.onRetry, 'Error occured'),
};

/**
 * Every travel mode, in cards from a phone's width to a wide screen's: each bar keeps its name (a
 * vertical bar chart dropped one where its names only just fitted side by side).
 */
export const EveryModeAtEveryWidth: Story = {
  args: {
    data: travelModes.map((mode, index) => ({ primary_transport_type: mode, total_co2: 900 - index * 80 })),
  },
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('region', { name: 'CO2 by transport type' });
    await expectEveryBarNamed(
      chart,
      travelModes.map((mode) => travelModeLabels[mode]),
    );
  },
};
