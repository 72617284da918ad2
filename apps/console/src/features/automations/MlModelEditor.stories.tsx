import type { Meta, StoryObj } from '@storybook/react-vite';
import { mlModelFormOf } from '@stride/domain';
import { demoDb } from '@stride/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { settled } from '../../storybook/console-stories';
import { pageMeta } from '../../storybook/page-stories';
import { atTheStoryMoment } from '../../storybook/demo-clock';
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
import { chooseOption, reloadAndWait, retype } from '../../storybook/round-trip-stories';
import { mlModelsTable, scrollBackToTheTop } from '../../storybook/ml-model-stories';

/** The machine-learning model editor, opened from the models list: its rules, training, drafts, a round trip. */
const meta = {
  title: 'Pages/Automations/Machine-learning model editor',
  ...pageMeta,
  // The automation list counts next runs from now: the browser's clock stands at the demo backend's.
  beforeEach: atTheStoryMoment(pageMeta.beforeEach),
  args: { path: '/members/automations', role: null },
  afterEach: scrollBackToTheTop,
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SaveAndTrain: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const rows = await mlModelsTable(canvasElement);
    await userEvent.click(rows.getByRole('button', { name: 'Open Walking likelihood' }));
    // The model opens at its own address, whose page loads first.
    const editor = within(
      await screen.findByRole('dialog', { name: 'ML model Walking likelihood' }, settled),
    );
    await userEvent.click(editor.getByRole('button', { name: 'Save & Train' }));
    await expect(await editor.findByLabelText('Training result', {}, settled)).toHaveTextContent(
      '"status": "TRAINED"',
    );
    await userEvent.click(editor.getByRole('button', { name: 'Close' }));
    // Back at the list's address, the list (which stayed) shows the model trained.
    await waitFor(
      () =>
        expect(rows.getByRole('rowheader', { name: 'Walking likelihood' }).closest('tr')).toHaveTextContent(
          'TRAINED',
        ),
      settled,
    );
  },
};

// Rules: automations.ml-errors.server-error
export const TrainingErrorShowsTheServerError: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const rows = await mlModelsTable(canvasElement);
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

// The model editor as the super admin fills it: the name's length, Save and Save & Train waiting for a name and a
// field, no weights in sight, the preview limit's digits, and a preview error in the server's own words.
// Rules: automations.ml-form.name-length, automations.ml-form.save-needs-name-and-fields,
// automations.ml-form.weights-hidden, automations.ml-form.preview-limit-digits, automations.ml-errors.server-error
export const ModelFormRules: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    await mlModelsTable(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New ML model' }));
    const editor = within(await screen.findByRole('dialog', { name: 'New ML model' }));
    const name = editor.getByRole('textbox', { name: /Name/ });
    const save = editor.getByRole('button', { name: 'Save' });
    const saveAndTrain = editor.getByRole('button', { name: 'Save & Train' });
    await userEvent.type(name, 'ab');
    await expect(await editor.findByText('Length should be 3 to 80')).toBeVisible();
    await expect(save).toBeDisabled();
    await expect(saveAndTrain).toBeDisabled();
    await userEvent.type(name, 'c model');
    await waitFor(() => expect(editor.queryByText('Length should be 3 to 80')).toBeNull());
    // A name alone is not enough: a field must be selected.
    await expect(save).toBeDisabled();
    await expect(saveAndTrain).toBeDisabled();
    await userEvent.click(editor.getByRole('checkbox', { name: 'Duration (minutes)' }));
    await waitFor(() => expect(save).toBeEnabled());
    await expect(saveAndTrain).toBeEnabled();
    // The weights of the selected fields are kept but never shown.
    await expect(editor.queryByText(/weight/i)).toBeNull();
    await expect(editor.queryByRole('spinbutton', { name: /weight/i })).toBeNull();
    const limit = editor.getByRole('textbox', { name: 'Preview limit' });
    await retype(limit, '123456');
    await expect(limit).toHaveValue('1234');
    await retype(limit, 'ab');
    await expect(await editor.findByText('At most 4 digits')).toBeVisible();
    await retype(limit, '20');
    const preview = editor.getByRole('button', { name: 'Preview' });
    // No survey upload chosen yet: nothing to preview.
    await expect(preview).toBeDisabled();
    await userEvent.type(editor.getByRole('spinbutton', { name: 'Survey upload id' }), '999');
    await waitFor(() => expect(preview).toBeEnabled());
    await userEvent.click(preview);
    await expect(await screen.findByText('Choose a survey upload to preview', {}, settled)).toBeVisible();
  },
};

const mlEditor: EditorUnderTest = {
  role: 'SUPERADMIN',
  editor: 'ml-model',
  path: '/members/automations',
  open: async (canvasElement) => {
    await userEvent.click(
      (await mlModelsTable(canvasElement)).getByRole('button', { name: 'Open Walking likelihood' }),
    );
    return dialogNamed(/^ML model /)();
  },
  reopened: dialogNamed(/^ML model /),
  field: /Name/,
  save: 'Save',
  endpoint: '*/api/admin/ml/store',
  leave: leaveByButton('Close'),
};

export const FailedSaveKeepsTheDraft: Story = {
  ...failedSaveKeepsTheDraft(mlEditor),
  tags: ['!dev', '!autodocs'],
};

export const DraftSurvivesAReload: Story = {
  ...draftSurvivesAReload(mlEditor, {
    key: 'open',
    form: {
      ...mlModelFormOf(demoDb.mlModels.find((model) => model.name === 'Walking likelihood')!),
      name: 'Walking, half renamed',
    },
    shows: 'Walking, half renamed',
  }),
  tags: ['!dev', '!autodocs'],
};

export const ClosingWithChangesAsksFirst: Story = {
  ...leavingAsksFirst(mlEditor),
  tags: ['!dev', '!autodocs'],
};

export const EscapeWithChangesAsksFirst: Story = {
  ...leavingAsksFirst({ ...mlEditor, leave: leaveByEscape }),
  tags: ['!dev', '!autodocs'],
};

export const DoubleClickSavesOnce: Story = { ...doubleClickSavesOnce(mlEditor), tags: ['!dev', '!autodocs'] };

export const ExpiredSessionKeepsTheDraft: Story = {
  ...expiredSessionKeepsTheDraft(mlEditor),
  tags: ['!dev', '!autodocs'],
};

// The models' round trip: created, changed and deleted, each checked after a reload.

type ModelFields = {
  name: string;
  description: string;
  estimator: string;
  tags: string;
  holdout: string;
  school: string;
  distance: string;
  field: string;
  target: string;
};

/** Every kind of field the model editor has, as it shows them. */
const expectModel = async (editor: ReturnType<typeof within>, saved: ModelFields) => {
  await expect(editor.getByRole('textbox', { name: /Name/ })).toHaveValue(saved.name);
  await expect(editor.getByRole('textbox', { name: 'Description' })).toHaveValue(saved.description);
  await expect(editor.getByRole('combobox', { name: 'Estimator' })).toHaveTextContent(saved.estimator);
  await expect(editor.getByRole('textbox', { name: /Tags/ })).toHaveValue(saved.tags);
  await expect(editor.getByRole('spinbutton', { name: 'Holdout (%)' })).toHaveValue(Number(saved.holdout));
  await expect(editor.getByRole('switch', { name: 'BLACKLIST' })).toBeChecked();
  await expect(editor.getByRole('checkbox', { name: saved.school })).toBeChecked();
  await expect(editor.getByRole('combobox', { name: 'Field' })).toHaveTextContent('Distance (km)');
  await expect(editor.getByRole('spinbutton', { name: 'Value' })).toHaveValue(Number(saved.distance));
  await expect(editor.getByRole('checkbox', { name: saved.field })).toBeChecked();
  await expect(editor.getByRole('combobox', { name: 'Target field' })).toHaveTextContent(saved.target);
};

/** Create, find in the list, reload, reopen as saved, change, reopen as changed, delete: gone after a reload. */
export const RoundTrip: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement, step }) => {
    const [first, second] = demoDb.schools;
    const choose = (editor: ReturnType<typeof within>, label: string, option: string) =>
      chooseOption(editor.getByRole('combobox', { name: label }), option);
    const open = async (name: string) => {
      await userEvent.click(
        await (await mlModelsTable(canvasElement)).findByRole('button', { name: `Open ${name}` }, settled),
      );
      return within(await screen.findByRole('dialog', { name: `ML model ${name}` }, settled));
    };
    const saveAndClose = async (editor: ReturnType<typeof within>, name: string) => {
      await userEvent.click(editor.getByRole('button', { name: 'Save' }));
      await expect(await screen.findByText('Saved', {}, settled)).toBeVisible();
      await screen.findByRole('dialog', { name: `ML model ${name}` }, settled);
      await userEvent.click(editor.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), settled);
      // The list may draw its answer again meanwhile: the row is looked for in the list as it is now.
      const table = await mlModelsTable(canvasElement);
      await waitFor(() => expect(table.getByRole('rowheader', { name })).toBeVisible(), settled);
    };
    const created: ModelFields = {
      name: 'Trip cyclists',
      description: 'Bike',
      estimator: 'GradientBoost',
      tags: 'a, b',
      holdout: '20',
      school: first!.name,
      distance: '3',
      field: 'Distance (km)',
      target: 'Transport type',
    };
    await step('create, and find it in the list', async () => {
      await mlModelsTable(canvasElement);
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'New ML model' }));
      const editor = within(await screen.findByRole('dialog', { name: 'New ML model' }));
      await userEvent.type(editor.getByRole('textbox', { name: /Name/ }), created.name);
      await userEvent.type(editor.getByRole('textbox', { name: 'Description' }), created.description);
      await choose(editor, 'Estimator', created.estimator);
      await userEvent.type(editor.getByRole('textbox', { name: /Tags/ }), created.tags);
      await retype(editor.getByRole('spinbutton', { name: 'Holdout (%)' }), created.holdout);
      await userEvent.click(editor.getByRole('switch', { name: 'BLACKLIST' }));
      await userEvent.click(editor.getByRole('checkbox', { name: created.school }));
      await userEvent.click(editor.getByRole('button', { name: 'Add rule' }));
      await choose(editor, 'Field', 'Distance (km)');
      await userEvent.type(editor.getByRole('spinbutton', { name: 'Value' }), created.distance);
      await userEvent.click(editor.getByRole('checkbox', { name: created.field }));
      await choose(editor, 'Target field', created.target);
      await saveAndClose(editor, created.name);
    });
    await step('after a reload, as saved', async () => {
      await reloadAndWait(canvasElement);
      await expectModel(await open(created.name), created);
    });
    const changed: ModelFields = {
      name: 'Trip walkers',
      description: 'Walk',
      estimator: 'AdaBoost',
      tags: 'c',
      holdout: '30',
      school: second!.name,
      distance: '1',
      field: 'Duration (minutes)',
      target: 'Fuel type',
    };
    await step('change every kind of field and reopen', async () => {
      const editor = within(screen.getByRole('dialog'));
      await retype(editor.getByRole('textbox', { name: /Name/ }), changed.name);
      await retype(editor.getByRole('textbox', { name: 'Description' }), changed.description);
      await choose(editor, 'Estimator', changed.estimator);
      await retype(editor.getByRole('textbox', { name: /Tags/ }), changed.tags);
      await retype(editor.getByRole('spinbutton', { name: 'Holdout (%)' }), changed.holdout);
      await userEvent.click(editor.getByRole('checkbox', { name: created.school }));
      await userEvent.click(editor.getByRole('checkbox', { name: changed.school }));
      await retype(editor.getByRole('spinbutton', { name: 'Value' }), changed.distance);
      await userEvent.click(editor.getByRole('checkbox', { name: created.field }));
      await userEvent.click(editor.getByRole('checkbox', { name: changed.field }));
      await choose(editor, 'Target field', changed.target);
      await saveAndClose(editor, changed.name);
      await reloadAndWait(canvasElement);
      const reopened = await open(changed.name);
      await expectModel(reopened, changed);
      await expect(reopened.getByRole('checkbox', { name: created.school })).not.toBeChecked();
      await expect(reopened.getByRole('checkbox', { name: created.field })).not.toBeChecked();
      await userEvent.click(reopened.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), settled);
    });
    await step('delete: gone, and still gone after a reload', async () => {
      // The list stays as it was while the address goes back to it: the question opens at once.
      const rows = await mlModelsTable(canvasElement);
      await userEvent.click(rows.getByRole('button', { name: `Delete ${changed.name}` }));
      const question = await screen.findByRole('alertdialog', { name: `Delete ${changed.name}?` }, settled);
      await userEvent.click(within(question).getByRole('button', { name: 'Yes' }));
      await expect(await screen.findByText('Deleted!', {}, settled)).toBeVisible();
      await waitFor(() => expect(rows.queryByRole('rowheader', { name: changed.name })).toBeNull(), settled);
      await reloadAndWait(canvasElement);
      const reloaded = await mlModelsTable(canvasElement);
      await expect(await reloaded.findByRole('rowheader', { name: 'Car or not' }, settled)).toBeVisible();
      await expect(reloaded.queryByRole('rowheader', { name: changed.name })).toBeNull();
    });
  },
};
