import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoDb } from '@stride/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { pageModes, settled } from '../../storybook/console-stories';
import { acknowledgeAlert } from '../../storybook/alert-stories';
import {
  emptyAnswer,
  type FaultRecovery,
  malformedAnswer,
  networkFailureThenRetry,
  pageMeta,
  serverErrorShown,
  serverErrorThenRetry,
  slowAnswerThenRetry,
  stillLoading,
} from '../../storybook/page-stories';
import { atTheStoryMoment } from '../../storybook/demo-clock';
import { mlModelsTable, scrollBackToTheTop } from '../../storybook/ml-model-stories';

/** The machine-learning models below the automations: the list, apply, upload and delete (the editor has its own title). */
const meta = {
  title: 'Pages/Automations/Machine-learning models',
  ...pageMeta,
  // The automation list counts next runs from now: the browser's clock stands at the demo backend's.
  beforeEach: atTheStoryMoment(pageMeta.beforeEach),
  args: { path: '/members/automations', role: null },
  afterEach: scrollBackToTheTop,
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const modelsPath = '*/api/admin/ml/list';

export const SuperAdmin: Story = {
  parameters: { chromatic: { modes: pageModes } },
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const rows = await mlModelsTable(canvasElement);
    for (const model of demoDb.mlModels)
      await expect(rows.getByRole('rowheader', { name: model.name })).toBeVisible();
    // The models are a section of their own under the automations, under a heading.
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Machine-learning models' }),
    ).toBeVisible();
  },
};

// Apply waits for an upload id and a model; Preview for an upload id and at least one model; only trained models
// are offered.
// Rules: automations.ml-form.apply-needs, automations.ml-form.preview-needs, automations.ml-form.trained-only
export const ApplyNeedsAnUploadAndAModel: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const rows = await mlModelsTable(canvasElement);
    await userEvent.click(rows.getByRole('button', { name: 'Apply Car or not' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Apply model' }));
    const apply = modal.getByRole('button', { name: 'Apply' });
    const preview = modal.getByRole('button', { name: 'Preview' });
    await expect(apply).toBeDisabled();
    await expect(preview).toBeDisabled();
    // Only trained models are choices: the pending and failed ones are not offered.
    await expect(modal.getByRole('checkbox', { name: 'Mode share by distance' })).toBeVisible();
    await expect(modal.queryByRole('checkbox', { name: 'Walking likelihood' })).toBeNull();
    await expect(modal.queryByRole('checkbox', { name: 'Neighbours of school' })).toBeNull();
    await userEvent.type(modal.getByRole('spinbutton', { name: /Survey upload id/ }), '1');
    await waitFor(() => expect(apply).toBeEnabled());
    await expect(preview).toBeDisabled();
    await userEvent.click(modal.getByRole('checkbox', { name: 'Car or not' }));
    await waitFor(() => expect(preview).toBeEnabled());
    await userEvent.click(modal.getByRole('checkbox', { name: 'Car or not' }));
    await waitFor(() => expect(preview).toBeDisabled());
    await userEvent.clear(modal.getByRole('spinbutton', { name: /Survey upload id/ }));
    await waitFor(() => expect(apply).toBeDisabled());
  },
};

// Rules: automations.ml-errors.testing-finished, automations.ml-form.apply-needs
export const ApplyAndPreviewPredict: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const rows = await mlModelsTable(canvasElement);
    await userEvent.click(rows.getByRole('button', { name: 'Apply Car or not' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Apply model' }));
    await userEvent.type(modal.getByRole('spinbutton', { name: /Survey upload id/ }), '1');
    await userEvent.click(modal.getByRole('checkbox', { name: 'Car or not' }));
    await userEvent.click(modal.getByRole('button', { name: 'Preview' }));
    await expect(await modal.findByRole('table', { name: 'Prediction preview' }, settled)).toHaveTextContent(
      'prediction_2',
    );
    await expect(await screen.findByText('Testing finished', {}, settled)).toBeVisible();
    await userEvent.click(modal.getByRole('button', { name: 'Apply' }));
    await expect(await screen.findByText('Saved', {}, settled)).toBeVisible();
  },
};

// Rules: automations.ml-errors.csv-done
export const UploadACsv: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    await mlModelsTable(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Upload CSV' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Add csv Stap Data' }));
    await userEvent.type(modal.getByRole('textbox', { name: /Name/ }), 'Summer survey');
    await userEvent.upload(
      modal.getByLabelText('CSV file'),
      new File(['mode\nCAR\n'], 'summer.csv', { type: 'text/csv' }),
    );
    await userEvent.click(modal.getByRole('button', { name: 'Submit' }));
    await acknowledgeAlert('done');
    await expect(demoDb.surveyUploads.at(-1)).toMatchObject({ name: 'Summer survey', rows: 1 });
  },
};

/**
 * Not pictured (tag no-visual): the confirm dialog gives focus back to the Delete button, and whether
 * the page has scrolled to it when the picture is taken depends on the delete answer's timing.
 */
export const DeleteAModel: Story = {
  tags: ['no-visual', '!dev'],
  parameters: { chromatic: { disableSnapshot: true } },
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const rows = await mlModelsTable(canvasElement);
    await userEvent.click(rows.getByRole('button', { name: 'Delete Neighbours of school' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(
      () => expect(rows.queryByRole('rowheader', { name: 'Neighbours of school' })).toBeNull(),
      settled,
    );
  },
};

/** The models while they are still loading. */
export const Loading: Story = stillLoading('SUPERADMIN', modelsPath, (canvas) =>
  canvas.findByText('Loading ML models', {}, settled),
);

/** The models could not be loaded: the panel offers Retry. */
export const ServerError: Story = serverErrorShown('SUPERADMIN', modelsPath);

/** No model yet. */
export const Empty: Story = emptyAnswer('SUPERADMIN', modelsPath, { models: [] }, (canvas) =>
  canvas.findByText('No ML models', {}, settled),
);

const recovery: FaultRecovery = [
  'SUPERADMIN',
  modelsPath,
  async (canvas) => {
    await expect(await canvas.findByRole('table', { name: 'ML models' }, settled)).toBeVisible();
  },
];

export const LoadFailsThenRetry = { ...serverErrorThenRetry(...recovery), tags: ['!dev', '!autodocs'] };

export const NetworkFailureThenRetry = {
  ...networkFailureThenRetry(...recovery),
  tags: ['!dev', '!autodocs'],
};

export const SlowAnswerThenRetry = { ...slowAnswerThenRetry(...recovery), tags: ['!dev', '!autodocs'] };

export const MalformedAnswer = { ...malformedAnswer('SUPERADMIN', modelsPath), tags: ['!dev', '!autodocs'] };
