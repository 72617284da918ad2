import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoDb } from '@stride/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { type ConsoleAt, reloadConsole } from '../../storybook/ConsoleAt';
import { asRole, settled } from '../../storybook/console-stories';
import { pageMeta, serverErrorShown, stillLoading } from '../../storybook/page-stories';
import { atTheStoryMoment } from '../../storybook/demo-clock';

/** The editor opens once the list, the models and the editor's own code are in. */
const editorOpen = { timeout: 20_000 } as const;

const meta = {
  title: 'Pages/Automations/Item by address',
  ...pageMeta,
  // The automation list counts next runs from now: the browser's clock stands at the demo backend's.
  beforeEach: atTheStoryMoment(pageMeta.beforeEach),
  args: { path: '/members/automations/1', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const automationsCall = '*/api/admin/automations';

/** The automation the address names (the meta's path). */
const itemOne = () => demoDb.automations.find((row) => row.id === 1)!;

/** An automation's address: its editor open over the list, untouched. */
export const Automation: Story = {
  ...asRole('SUPERADMIN'),
  play: async () => {
    await screen.findByRole('dialog', { name: `Edit ${itemOne().name}` }, editorOpen);
  },
};

/** The page while the automations are still loading. */
export const Loading: Story = stillLoading('SUPERADMIN', automationsCall, (canvas) =>
  canvas.findByRole('status', { name: 'Loading the automation' }, settled),
);

/** The automations could not be loaded: the page offers Retry. */
export const ServerError: Story = serverErrorShown('SUPERADMIN', automationsCall);

/** /members/automations/{id} opens that automation's editor; closing it leaves the list at its own address. */
// Rules: automations.routes.item
export const OpensTheAutomation: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const automation = itemOne();
    const dialog = await screen.findByRole('dialog', { name: `Edit ${automation.name}` }, editorOpen);
    await expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue(automation.name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Back at the list's own address: a reload shows the list without the editor.
    await waitFor(() =>
      expect(within(canvasElement).getAllByRole('table', { name: 'Automations' })).toHaveLength(1),
    );
    reloadConsole();
    await waitFor(
      () => expect(within(canvasElement).getByRole('table', { name: 'Automations' })).toBeVisible(),
      settled,
    );
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** An ML model's address is ml-{id} (ADR 0112): its own editor opens. */
// Rules: automations.routes.item
export const OpensTheMlModel: Story = {
  tags: ['!dev', '!autodocs'],
  args: { path: '/members/automations/ml-1' },
  globals: { role: 'SUPERADMIN' },
  play: async () => {
    const model = demoDb.mlModels.find((row) => row.id === 1)!;
    await expect(
      await screen.findByRole('dialog', { name: `ML model ${model.name}` }, editorOpen),
    ).toBeVisible();
  },
};

/** An id that is no automation: the page says so, untouched. */
export const NotFound: Story = {
  ...asRole('SUPERADMIN'),
  args: { path: '/members/automations/9999' },
};

/** An id that is no automation says so, with a way back to the list. */
export const NotFoundLeadsBackToTheList: Story = {
  tags: ['!dev', '!autodocs'],
  args: { path: '/members/automations/9999' },
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Not found' }, settled)).toBeVisible();
    await expect(
      canvas.getByText('There is no automation or ML model with the id “9999”. It may have been deleted.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'All automations' }));
    await expect(await canvas.findByRole('table', { name: 'Automations' }, settled)).toBeVisible();
  },
};

/** A saved email automation of parents in the demo data. */
const parentsEmail = demoDb.automations.find(
  (row) => row.content_type === 'email' && row.user_type === 'parents',
)!;

/** The parents' email automation's editor, open at its address. */
const parentsEmailEditor = async () =>
  within(await screen.findByRole('dialog', { name: `Edit ${parentsEmail.name}` }, editorOpen));

/** Send Test says 'Sending test' as it starts. */
// Rules: automations.messages.sending-test
export const SendTestSaysSendingTest: Story = {
  tags: ['!dev', '!autodocs'],
  args: { path: `/members/automations/${parentsEmail.id}` },
  globals: { role: 'SUPERADMIN' },
  play: async () => {
    const dialog = await parentsEmailEditor();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Test recipient' }), 'me@stride.test');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Test' }));
    await expect(await screen.findByText('Sending test', {}, settled)).toBeVisible();
  },
};

/** An email offers the email templates of its user type only: parents get the parents-and-staff templates. */
// Rules: automations.form.email-templates-by-user-type
export const EmailTemplatesOfItsUserType: Story = {
  tags: ['!dev', '!autodocs'],
  args: { path: `/members/automations/${parentsEmail.id}` },
  globals: { role: 'SUPERADMIN' },
  play: async () => {
    const dialog = await parentsEmailEditor();
    const offered = async () => {
      await userEvent.click(dialog.getByRole('combobox', { name: /^Template/ }));
      const names = (await screen.findAllByRole('option')).map((option) => option.textContent);
      await userEvent.keyboard('{Escape}');
      return names;
    };
    const templatesOf = (audience: string) =>
      demoDb.mailTemplates
        .filter((template) => template.type === 'template' && template.user_type === audience)
        .map((template) => template.title);
    const saved = demoDb.mailTemplates.find((template) => template.id === parentsEmail.content_template_id)!;
    // Once the templates have loaded, the saved one shows.
    await waitFor(
      () => expect(dialog.getByRole('combobox', { name: /^Template/ })).toHaveTextContent(saved.title),
      settled,
    );
    await expect(await offered()).toEqual(templatesOf('parents_staff'));
    await userEvent.click(dialog.getByRole('combobox', { name: /^User type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Unregistered MIS users' }));
    await userEvent.click(dialog.getByRole('combobox', { name: /^Content type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Email' }));
    await expect(await offered()).toEqual(templatesOf('unregistered_wonde_users'));
  },
};
