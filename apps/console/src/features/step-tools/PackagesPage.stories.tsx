import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoDb, serverError } from '@stride/mocks';
import type { SetupWorker } from 'msw/browser';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { pageModes, settled } from '../../storybook/console-stories';
import {
  emptyAnswer,
  type FaultRecovery,
  malformedAnswer,
  networkFailureThenRetry,
  notAvailableTo,
  pageMeta,
  serverErrorShown,
  serverErrorThenRetry,
  stillLoading,
} from '../../storybook/page-stories';

const meta = {
  title: 'Pages/Step packages',
  ...pageMeta,
  args: { path: '/members/packages', role: null },
  // A button that was busy may or may not hold focus when the picture is taken: none does.
  afterEach: () => {
    (document.activeElement as HTMLElement | null)?.blur();
  },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const csvList = '*/api/admin/step_datamodel/get_csv_list';
const table = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: 'Step packages' }, settled));

/** The uploaded step data packages, newest first, each with Process. */
// Rules: step-tools.packages.list
export const SuperAdmin: Story = {
  parameters: { chromatic: { modes: pageModes } },
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    const names = (await rows.findAllByRole('rowheader', {}, settled)).map((cell) => cell.textContent);
    await expect(names).toEqual([...demoDb.stepCsvFiles].reverse());
    for (const name of demoDb.stepCsvFiles)
      await expect(rows.getByRole('button', { name: `Process ${name}` })).toBeVisible();
  },
};

/** Step Actions leads here, and the page leads back to upload (a test). */
// Rules: step-tools.packages.upload-link
export const ReachedFromStepActions: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  args: { path: '/members/step_actions' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Packages' }, settled));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Packages' }, settled)).toBeVisible();
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Upload on Step Actions' }));
    await expect(await canvas.findByRole('button', { name: 'Step Datamodel' }, settled)).toBeVisible();
  },
};

// Rules: step-tools.packages.process
export const ProcessAPackage: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await userEvent.click(
      await rows.findByRole('button', { name: `Process ${demoDb.stepCsvFiles.at(-1)}` }, settled),
    );
    await expect(await screen.findByText('CSV processed successfully', {}, settled)).toBeVisible();
  },
};

// Rules: step-tools.packages.process
export const ProcessingFails: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  beforeEach: ({ msw }: { msw: SetupWorker }) => {
    msw.use(...serverError('*/api/admin/step_datamodel/step_action'));
  },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await userEvent.click(
      await rows.findByRole('button', { name: `Process ${demoDb.stepCsvFiles[0]}` }, settled),
    );
    await expect(await screen.findByText('Failed to process CSV', {}, settled)).toBeVisible();
    await waitFor(() =>
      expect(rows.getByRole('button', { name: `Process ${demoDb.stepCsvFiles[0]}` })).not.toHaveAttribute(
        'aria-busy',
      ),
    );
  },
};

// Rules: step-tools.packages.super-admin-only
export const SchoolAdminMayNotOpenIt = { ...notAvailableTo('SCHOOL_ADMIN'), tags: ['!dev', '!autodocs'] };

/** The page while the packages are still loading. */
export const Loading: Story = stillLoading('SUPERADMIN', csvList, (canvas) =>
  canvas.findByRole('table', { name: 'Step packages', busy: true }, settled),
);

/** The packages could not be loaded: the page offers Retry. */
export const ServerError: Story = serverErrorShown('SUPERADMIN', csvList);

/** No package uploaded yet. */
export const Empty: Story = emptyAnswer('SUPERADMIN', csvList, { files: [] }, (canvas) =>
  canvas.findByText('No packages uploaded yet: upload one with Step Datamodel on Step Actions.', {}, settled),
);

const recovery: FaultRecovery = [
  'SUPERADMIN',
  csvList,
  async (canvas) => {
    await expect(await canvas.findByRole('table', { name: 'Step packages' }, settled)).toBeVisible();
  },
];

export const ServerErrorThenRetry: Story = {
  ...serverErrorThenRetry(...recovery),
  tags: ['!dev', '!autodocs'],
};

export const NetworkFailureThenRetry: Story = {
  ...networkFailureThenRetry(...recovery),
  tags: ['!dev', '!autodocs'],
};

export const MalformedAnswer: Story = {
  ...malformedAnswer('SUPERADMIN', csvList),
  tags: ['!dev', '!autodocs'],
};
