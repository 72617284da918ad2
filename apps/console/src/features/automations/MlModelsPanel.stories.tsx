import type { Meta, StoryObj } from '@storybook/react-vite';
import { mlModelFormOf } from '@stride/domain';
import { demoDb } from '@stride/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { settled } from '../../storybook/console-stories';
import { acknowledgeAlert } from '../../storybook/alert-stories';
import { models, scrollBackToTheTop } from '../../storybook/ml-model-stories';
import {
  type FaultRecovery,
  malformedAnswer,
  networkFailureThenRetry,
  pageMeta,
  serverErrorThenRetry,
  slowAnswerThenRetry,
} from '../../storybook/page-stories';
import {
  dialogNamed,
  doubleClickSavesOnce,
  draftSurvivesAReload,
  type EditorUnderTest,
  expiredSessionKeepsTheDraft,
  failedSaveKeepsTheDraft,
  leaveByButton,
  leaveByEscape,
  leavingAsksFirst,
} from '../../storybook/draft-stories';

// The models' round trip is in MlModelsRoundTrip.stories.tsx, under the same title (same story id).
const meta = {
  title: 'Pages/Automations ML models',
  ...pageMeta,
  args: { path: '/members/automations', role: null },
  afterEach: scrollBackToTheTop,
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const modelsPath = '*/api/admin/ml/list';

export const SuperAdmin: Story = {
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const rows = await models(canvasElement);
    for (const model of demoDb.mlModels)
      await expect(rows.getByRole('rowheader', { name: model.name })).toBeVisible();
    // The models are a section of their own under the automations, under a heading.
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Machine-learning models' }),
    ).toBeVisible();
  },
};

export const SaveAndTrain: Story = {
  tags: ['!dev'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const rows = await models(canvasElement);
    await userEvent.click(rows.getByRole('button', { name: 'Open Walking likelihood' }));
    const editor = within(await screen.findByRole('dialog', { name: 'ML model Walking likelihood' }));
    await userEvent.click(editor.getByRole('button', { name: 'Save & Train' }));
    await expect(await editor.findByLabelText('Training result', {}, settled)).toHaveTextContent(
      '"status": "TRAINED"',
    );
    await userEvent.click(editor.getByRole('button', { name: 'Close' }));
    await waitFor(
      () =>
        expect(rows.getByRole('rowheader', { name: 'Walking likelihood' }).closest('tr')).toHaveTextContent(
          'TRAINED',
        ),
      settled,
    );
  },
};

export const TrainingErrorShowsTheServerError: Story = {
  tags: ['!dev'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const rows = await models(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New ML model' }));
    const editor = within(await screen.findByRole('dialog', { name: 'New ML model' }));
    await userEvent.type(editor.getByRole('textbox', { name: /Name/ }), 'Untrained model');
    await userEvent.click(editor.getByRole('checkbox', { name: 'Duration (minutes)' }));
    await userEvent.click(editor.getByRole('button', { name: 'Save & Train' }));
    await expect(await screen.findByText('Choose a survey upload to train on', {}, settled)).toBeVisible();
    await expect(editor.getByRole('textbox', { name: /Name/ })).toHaveValue('Untrained model');
    await userEvent.click(editor.getByRole('button', { name: 'Close' }));
    await expect(await rows.findByRole('rowheader', { name: 'Untrained model' }, settled)).toBeVisible();
  },
};

export const ApplyAndPreviewPredict: Story = {
  tags: ['!dev'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const rows = await models(canvasElement);
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

export const UploadACsv: Story = {
  tags: ['!dev'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    await models(canvasElement);
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
    const rows = await models(canvasElement);
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

const recovery: FaultRecovery = [
  'SUPERADMIN',
  modelsPath,
  async (canvas) => {
    await expect(await canvas.findByRole('table', { name: 'ML models' }, settled)).toBeVisible();
  },
];

export const LoadFailsThenRetry = { ...serverErrorThenRetry(...recovery), tags: ['!dev'] };

export const NetworkFailureThenRetry = { ...networkFailureThenRetry(...recovery), tags: ['!dev'] };

export const SlowAnswerThenRetry = { ...slowAnswerThenRetry(...recovery), tags: ['!dev'] };

export const MalformedAnswer = { ...malformedAnswer('SUPERADMIN', modelsPath), tags: ['!dev'] };

const mlEditor: EditorUnderTest = {
  role: 'SUPERADMIN',
  editor: 'ml-model',
  path: '/members/automations',
  open: async (canvasElement) => {
    await userEvent.click(
      (await models(canvasElement)).getByRole('button', { name: 'Open Walking likelihood' }),
    );
    return dialogNamed(/^ML model /)();
  },
  reopened: dialogNamed(/^ML model /),
  field: /Name/,
  save: 'Save',
  endpoint: '*/api/admin/ml/store',
  leave: leaveByButton('Close'),
};

export const FailedSaveKeepsTheDraft: Story = { ...failedSaveKeepsTheDraft(mlEditor), tags: ['!dev'] };
export const DraftSurvivesAReload: Story = {
  ...draftSurvivesAReload(mlEditor, {
    key: 'open',
    form: {
      ...mlModelFormOf(demoDb.mlModels.find((model) => model.name === 'Walking likelihood')!),
      name: 'Walking, half renamed',
    },
    shows: 'Walking, half renamed',
  }),
  tags: ['!dev'],
};
export const ClosingWithChangesAsksFirst: Story = { ...leavingAsksFirst(mlEditor), tags: ['!dev'] };
export const EscapeWithChangesAsksFirst: Story = {
  ...leavingAsksFirst({ ...mlEditor, leave: leaveByEscape }),
  tags: ['!dev'],
};
export const DoubleClickSavesOnce: Story = { ...doubleClickSavesOnce(mlEditor), tags: ['!dev'] };
export const ExpiredSessionKeepsTheDraft: Story = {
  ...expiredSessionKeepsTheDraft(mlEditor),
  tags: ['!dev'],
};
