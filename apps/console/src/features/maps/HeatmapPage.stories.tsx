import type { Meta, StoryObj } from '@storybook/react-vite';
import { mapLoaded } from '@stride/ui/map/story-plays';
import { expect, userEvent, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { asRole, settled } from '../../storybook/console-stories';
import {
  afterClicking,
  type FaultRecovery,
  malformedAnswer,
  networkFailureThenRetry,
  pageMeta,
  serverErrorThenRetry,
  slowAnswerThenRetry,
} from '../../storybook/page-stories';

const meta = {
  title: 'Pages/Journey heatmap',
  ...pageMeta,
  args: { path: '/members/heatmap', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const simulated = '*/api/dashboard/heatmapDefaultData';

/** Generate, then wait for the heat to be drawn. */
async function generated(canvas: Canvas) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Generate' }, settled));
  return heatDrawn(canvas);
}

/** The points have arrived and a frame has drawn them. */
async function heatDrawn(canvas: Canvas) {
  const map = await mapLoaded(
    await canvas.findByRole('region', { name: 'Journey heatmap' }, settled),
    'Generating the heatmap',
  );
  await expect(within(map).queryByText('Choose the data, then Generate.')).not.toBeInTheDocument();
  return map;
}

/** The super admin's heatmap as it opens, untouched: the filter and controls, nothing generated yet. */
export const SuperAdmin: Story = { ...asRole('SUPERADMIN') };

/** The super admin: filter, controls, and the heat of simulated journeys after Generate. */
// Rules: maps.heatmap.date-range, maps.heatmap.generate
export const GenerateDrawsTheHeat: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('search', { name: 'Filters' }, settled)).toBeVisible();
    await expect(canvas.getByText('Choose the data, then Generate.')).toBeVisible();
    await generated(canvas);
  },
};

/** Tracked data: fewer modes; a click on the map shows where. */
// Rules: maps.heatmap.source-switch, maps.heatmap.mode-toggles
export const TrackedAndClick: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Tracked' }, settled));
    await expect(canvas.queryByRole('button', { name: 'Train' })).not.toBeInTheDocument();
    await generated(canvas);
  },
};

/** Other roles do not have the heatmap: the route says so (ADR 0022). */
// Rules: maps.heatmap.super-admin-only
export const CouncilAdminRefused: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'COUNCIL_ADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/not available for your role/, undefined, settled)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Journey heatmap' })).not.toBeInTheDocument();
  },
};

/** The heatmap loads on Generate: each fault story presses it first. */
const recovery: FaultRecovery = ['SUPERADMIN', simulated, heatDrawn];

export const ServerErrorThenRetry: Story = {
  ...afterClicking('Generate', serverErrorThenRetry(...recovery)),
  tags: ['!dev', '!autodocs'],
};

export const NetworkFailureThenRetry: Story = {
  ...afterClicking('Generate', networkFailureThenRetry(...recovery)),
  tags: ['!dev', '!autodocs'],
};

export const SlowAnswerThenRetry: Story = {
  ...afterClicking('Generate', slowAnswerThenRetry(...recovery)),
  tags: ['!dev', '!autodocs'],
};

export const MalformedAnswer: Story = {
  ...afterClicking('Generate', malformedAnswer('SUPERADMIN', simulated)),
  tags: ['!dev', '!autodocs'],
};
