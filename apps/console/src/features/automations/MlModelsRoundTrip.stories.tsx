import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoDb } from '@stride/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { settled } from '../../storybook/console-stories';
import { models, scrollBackToTheTop } from '../../storybook/ml-model-stories';
import { pageMeta } from '../../storybook/page-stories';
import { chooseOption, reloadAndWait, retype } from '../../storybook/round-trip-stories';

// The ML models' round trip, under the panel's title (same story id); its other stories are in
// MlModelsPanel.stories.tsx.
const meta = {
  title: 'Pages/Automations ML models',
  ...pageMeta,
  args: { path: '/members/automations', role: null },
  afterEach: scrollBackToTheTop,
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

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
  tags: ['!dev'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement, step }) => {
    const [first, second] = demoDb.schools;
    const choose = (editor: ReturnType<typeof within>, label: string, option: string) =>
      chooseOption(editor.getByRole('combobox', { name: label }), option);
    const open = async (name: string) => {
      await userEvent.click(
        await (await models(canvasElement)).findByRole('button', { name: `Open ${name}` }, settled),
      );
      return within(await screen.findByRole('dialog', { name: `ML model ${name}` }));
    };
    const saveAndClose = async (editor: ReturnType<typeof within>, name: string) => {
      await userEvent.click(editor.getByRole('button', { name: 'Save' }));
      await expect(await screen.findByText('Saved', {}, settled)).toBeVisible();
      await screen.findByRole('dialog', { name: `ML model ${name}` }, settled);
      await userEvent.click(editor.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), settled);
      await expect(
        await (await models(canvasElement)).findByRole('rowheader', { name }, settled),
      ).toBeVisible();
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
      await models(canvasElement);
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
      const rows = await models(canvasElement);
      await userEvent.click(rows.getByRole('button', { name: `Delete ${changed.name}` }));
      await userEvent.click(
        within(await screen.findByRole('alertdialog', { name: `Delete ${changed.name}?` })).getByRole(
          'button',
          { name: 'Yes' },
        ),
      );
      await expect(await screen.findByText('Deleted!', {}, settled)).toBeVisible();
      await waitFor(() => expect(rows.queryByRole('rowheader', { name: changed.name })).toBeNull(), settled);
      await reloadAndWait(canvasElement);
      const reloaded = await models(canvasElement);
      await expect(await reloaded.findByRole('rowheader', { name: 'Car or not' }, settled)).toBeVisible();
      await expect(reloaded.queryByRole('rowheader', { name: changed.name })).toBeNull();
    });
  },
};
