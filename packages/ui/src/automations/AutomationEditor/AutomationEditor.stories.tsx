import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AutomationEditor } from './AutomationEditor';
import { emptyAutomationForm, type AutomationFormValues } from '@stride/domain';

/** Three schools, a group of two of them, and a council. */
const organisations = {
  schools: [
    { id: 12, name: 'Hill Primary' },
    { id: 14, name: 'Park Academy' },
    { id: 15, name: 'Brook School' },
  ],
  groups: [{ id: 1, name: 'North cluster', organization_ids: [12, 14] }],
  councils: [{ id: 2, name: 'Camden Council' }],
};

/** The email templates an automation may send. */
const templates = [
  { value: '200', label: 'Weekly tips' },
  { value: '202', label: 'Welcome to Stride' },
];

/** What a launch answers: rows processed, skipped and ignored. */
const launchResult = {
  status: 'OK',
  total_rows: 42,
  total_processed: 5,
  skipped: 3,
  total_ignored_users: 4,
  filtered_schools: 2,
  ignored_organization_ids: [15],
};

/** A manual automation filled in enough to be saved or launched. */
const ready: AutomationFormValues = {
  ...emptyAutomationForm,
  name: 'Cycling parents newsletter',
  automation_type: 'manual',
  user_type: 'parents',
  content_type: 'email',
  content_template_id: '200',
  repeating: 'one_off',
};

/** What Preview all answers: two users. */
const previewAnswer = {
  rows: [
    { 'users.id': 1001, 'users.email': 'ann@example.com' },
    { 'users.id': 1002, 'users.email': 'ben@example.com' },
  ],
  total: 2,
};

const meta = {
  title: 'Components/AutomationEditor',
  tags: ['autodocs'],
  // Its stories open dialogs, which would cover the docs page: each story is shown in a frame of its own.
  parameters: { docs: { story: { inline: false, iframeHeight: 860 } } },
  component: AutomationEditor,
  args: {
    open: true,
    onOpenChange: fn(),
    onContentTypeChange: fn(),
    organisations,
    templates,
    now: new Date(2026, 5, 15, 9, 0),
    onSave: fn(async () => undefined),
    onPreview: fn(async () => previewAnswer),
    onSendTest: fn(async () => undefined),
    onLaunch: fn(async () => launchResult),
  },
} satisfies Meta<typeof AutomationEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open editor. */
const dialog = () => screen.getByRole('dialog');

/** Picks `optionName` in the editor's select labelled `label`. */
const choose = async (label: string | RegExp, optionName: string) => {
  await userEvent.click(within(dialog()).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: optionName }));
};

/** The options of the editor's select labelled `label` (and whether each is disabled), read by opening it. */
const options = async (label: string | RegExp) => {
  await userEvent.click(within(dialog()).getByRole('combobox', { name: label }));
  const found = (await screen.findAllByRole('option')).map((option) => ({
    name: option.textContent,
    disabled: option.getAttribute('aria-disabled') === 'true' || option.hasAttribute('data-disabled'),
  }));
  await userEvent.keyboard('{Escape}');
  return found;
};

export const Default: Story = {
  play: async () => {
    const editor = within(await screen.findByRole('dialog', { name: 'New automation' }));
    await expect(editor.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(editor.getByRole('button', { name: 'Add rule' })).toBeDisabled();
  },
};

/**
 * Name, types, template, send limit and a custom schedule chosen; Save names each missing choice, then sends
 * the automation and closes (a test: the Default story stays untouched).
 */
export const FillInAndSave: Story = {
  tags: ['!dev'],
  play: async (context) => {
    await Default.play?.(context);
    const { args } = context;
    const editor = within(await screen.findByRole('dialog', { name: 'New automation' }));
    await userEvent.type(editor.getByRole('textbox', { name: /Name/ }), 'Weekly walkers');
    await choose(/^Automation type/, 'Cron');
    await choose(/^User type/, 'Parents');
    await choose(/^Content type/, 'Email');
    await choose(/^Template/, 'Weekly tips');
    await expect(editor.getByRole('button', { name: 'Save' })).toBeDisabled();
    await choose('Send limit', 'Once a week');
    await userEvent.click(editor.getByRole('button', { name: 'Save' }));
    await expect(editor.getByText('Selection required')).toBeVisible();
    await choose('When to launch', 'Custom');
    await userEvent.click(editor.getByRole('button', { name: 'Save' }));
    for (const message of ['Months selection required', 'Weeks or days required', 'Time selection required'])
      await expect(editor.getByText(message)).toBeVisible();
    await userEvent.click(editor.getByRole('checkbox', { name: 'Sep' }));
    await userEvent.click(editor.getByRole('checkbox', { name: 'All weeks' }));
    await expect(editor.getByText('Weekday selection required')).toBeVisible();
    await userEvent.click(editor.getByRole('checkbox', { name: 'Monday' }));
    await choose('Time', '10am');
    await expect(editor.getByText('Every Monday at 10am in Sep')).toBeVisible();
    await userEvent.click(editor.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          name: 'Weekly walkers',
          automation_type: 'cron',
          content_template_id: '200',
          when_to_launch: 'custom',
          date_options: expect.objectContaining({ months: [9], weekdays: [1], time: 'late_morning' }),
        }),
      ),
    );
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const NameAndTemplateMessages: Story = {
  tags: ['!dev'],
  args: { defaultValues: { ...ready, name: '', content_template_id: '' } },
  play: async ({ args }) => {
    const editor = within(await screen.findByRole('dialog'));
    await userEvent.click(editor.getByRole('button', { name: 'Save' }));
    await expect(editor.getByText('Please input Automation name')).toBeVisible();
    await expect(editor.getByText('Please select a template')).toBeVisible();
    await userEvent.type(editor.getByRole('textbox', { name: /Name/ }), 'ab');
    await expect(editor.getByText('Length should be 3 to 80')).toBeVisible();
    await expect(editor.getByRole('textbox', { name: /Name/ })).toHaveValue('ab');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const FormDependencies: Story = {
  args: {
    defaultValues: {
      ...ready,
      content_type: 'notice',
      content_template_id: '',
      rules: [{ field: 'users.email', comparison: '=', value: 'a@b.test' }],
    },
  },
  play: async ({ step }) => {
    const editor = within(await screen.findByRole('dialog'));
    await step('notice offers send-notification and an editable from label', async () => {
      await expect(editor.getByRole('checkbox', { name: 'Send notification' })).toBeVisible();
      await expect(editor.getByRole('combobox', { name: 'From label' })).toBeEnabled();
      await expect((await options('From label')).map((option) => option.name)).not.toContain('School info');
    });
    await step('admin contacts clear rules and the content type, and are offered no email', async () => {
      await choose(/^User type/, 'Admin contacts');
      await expect(editor.getByRole('combobox', { name: /Content type/ })).toHaveTextContent('Select…');
      await expect((await options(/^Content type/)).map((option) => option.name)).toEqual(['Slack']);
      await expect(editor.queryByRole('group', { name: 'Rule 1' })).toBeNull();
      await expect(editor.queryByRole('checkbox', { name: 'Send notification' })).toBeNull();
      await expect(editor.getByRole('combobox', { name: 'From label' })).toBeDisabled();
    });
    await step('another user type clears the content type and offers its own', async () => {
      await choose(/^User type/, 'Unregistered MIS users');
      await expect(editor.getByRole('combobox', { name: /Content type/ })).toHaveTextContent('Select…');
      await expect((await options(/^Content type/)).map((option) => option.name)).toEqual([
        'Email',
        'Slack',
        'Script',
      ]);
      await expect(
        (await options(/^User type/)).find((option) => option.name === 'Superadmin (event/row)')?.disabled,
      ).toBe(true);
    });
    await step('per_school notices may come from school info', async () => {
      await choose(/^User type/, 'Per school');
      await choose(/^Content type/, 'Notice');
      await expect((await options('From label')).map((option) => option.name)).toContain('School info');
    });
    await step('manual automations cannot change the launch mode', async () => {
      await expect(editor.getByRole('combobox', { name: 'When to launch' })).toBeDisabled();
    });
  },
};

export const PreviewRows: Story = {
  args: { defaultValues: ready },
  play: async ({ args }) => {
    const editor = within(await screen.findByRole('dialog'));
    await expect(editor.getByRole('button', { name: 'Preview survey (2k max)' })).toBeDisabled();
    await userEvent.click(editor.getByRole('button', { name: 'Preview all' }));
    const rows = await editor.findByRole('region', { name: 'Preview rows' });
    await expect(within(rows).getByText(/Showing 2 of 2 rows/)).toBeVisible();
    await expect(within(rows).getByRole('cell', { name: 'ann@example.com' })).toBeVisible();
    await expect(args.onPreview).toHaveBeenCalledWith(
      expect.objectContaining({ name: ready.name }),
      'previewAll',
    );
  },
};

export const SendTest: Story = {
  tags: ['!dev'],
  args: { defaultValues: ready },
  play: async ({ args }) => {
    const editor = within(await screen.findByRole('dialog'));
    const send = editor.getByRole('button', { name: 'Send Test' });
    await expect(send).toBeDisabled();
    await userEvent.type(editor.getByRole('textbox', { name: 'Test recipient' }), 'x'.repeat(31));
    await expect(editor.getByText('At most 30 characters')).toBeVisible();
    await expect(send).toBeDisabled();
    await userEvent.clear(editor.getByRole('textbox', { name: 'Test recipient' }));
    await userEvent.type(editor.getByRole('textbox', { name: 'Test recipient' }), 'me@stride.test');
    await userEvent.click(send);
    await waitFor(() =>
      expect(args.onSendTest).toHaveBeenCalledWith(
        expect.objectContaining({ content_type: 'email' }),
        'me@stride.test',
      ),
    );
  },
};

export const ScriptsHaveNoTest: Story = {
  args: {
    defaultValues: {
      ...ready,
      user_type: 'per_school',
      content_type: 'script',
      content_template_id: '',
      script_name: 'move_up_year',
    },
  },
  play: async () => {
    const editor = within(await screen.findByRole('dialog'));
    await expect(editor.queryByRole('button', { name: 'Send Test' })).toBeNull();
    await expect(editor.getByRole('combobox', { name: /Script name/ })).toHaveTextContent('move_up_year');
  },
};

/** Answers the question Launch asks first, named `question`, with Launch. */
const confirmLaunch = async (question: string | RegExp) => {
  const ask = await screen.findByRole('alertdialog', { name: question });
  await userEvent.click(within(ask).getByRole('button', { name: 'Launch' }));
};

// Launch asks first, saying its reach once a preview counted it; No launches nothing.
// Rules: automations.launch.asks-with-reach
export const ManualLaunch: Story = {
  tags: ['!dev'],
  args: { purpose: 'launch', defaultValues: { ...ready, id: 3 } },
  play: async ({ args }) => {
    const editor = within(await screen.findByRole('dialog', { name: 'Launch Cycling parents newsletter' }));
    await userEvent.click(editor.getByRole('button', { name: 'Launch' }));
    const first = await screen.findByRole('alertdialog', { name: 'Send to every recipient (parents)?' });
    await userEvent.click(within(first).getByRole('button', { name: 'Cancel' }));
    await expect(args.onLaunch).not.toHaveBeenCalled();
    await userEvent.click(editor.getByRole('button', { name: 'Preview all' }));
    await expect(await editor.findByText(/Showing 2 of 2 rows/)).toBeVisible();
    await userEvent.type(editor.getByRole('spinbutton', { name: 'Limit rows' }), '5');
    await userEvent.click(editor.getByRole('button', { name: 'Launch' }));
    await confirmLaunch('Send to 2 parents? At most 5 rows.');
    await expect(await editor.findByText('Filtered schools')).toBeVisible();
    await expect(args.onLaunch).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }), 5);
    await expect(editor.getByText('42')).toBeVisible();
  },
};

export const LaunchFailed: Story = {
  tags: ['!dev'],
  args: {
    purpose: 'launch',
    defaultValues: { ...ready, id: 3 },
    onLaunch: fn(async () => Promise.reject(new Error('The mail provider refused the batch'))),
  },
  play: async () => {
    const editor = within(await screen.findByRole('dialog'));
    await userEvent.click(editor.getByRole('button', { name: 'Launch' }));
    await confirmLaunch(/^Send to /);
    // An alert the admin acknowledges: OK has the focus and closes it, the editor stays open.
    const alert = await screen.findByRole('alertdialog', { name: 'The mail provider refused the batch' });
    await waitFor(() => expect(within(alert).getByRole('button', { name: 'OK' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(screen.getByRole('dialog', { name: 'Launch Cycling parents newsletter' })).toBeVisible();
  },
};

/** Escape asks to close, as Cancel does; the page asks first when there are unsaved changes (ADR 0100). */
export const EscapeAsksToClose: Story = {
  tags: ['!dev'],
  args: { defaultValues: ready },
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const SaveFailedKeepsTheDraft: Story = {
  tags: ['!dev'],
  args: { defaultValues: ready, onSave: fn(async () => Promise.reject(new Error('Server error'))) },
  play: async ({ args }) => {
    const editor = within(await screen.findByRole('dialog'));
    await userEvent.type(editor.getByRole('textbox', { name: /Name/ }), ' v2');
    await userEvent.click(editor.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalled());
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(editor.getByRole('textbox', { name: /Name/ })).toHaveValue('Cycling parents newsletter v2');
  },
};

export const CopyPreviewRows: Story = {
  tags: ['!dev'],
  args: { defaultValues: ready, copyText: fn(async () => undefined) },
  play: async ({ args }) => {
    const editor = within(await screen.findByRole('dialog'));
    await userEvent.click(editor.getByRole('button', { name: 'Preview first' }));
    await userEvent.click(await editor.findByRole('button', { name: 'Copy rows' }));
    await expect(await editor.findByText('Copied')).toBeVisible();
    await expect(args.copyText).toHaveBeenCalledWith(
      'users.id\tusers.email\n1001\tann@example.com\n1002\tben@example.com',
    );
  },
};

export const CopyFails: Story = {
  tags: ['!dev'],
  args: { defaultValues: ready, copyText: fn(async () => Promise.reject(new Error('denied'))) },
  play: async () => {
    const editor = within(await screen.findByRole('dialog'));
    await userEvent.click(editor.getByRole('button', { name: 'Preview all' }));
    await userEvent.click(await editor.findByRole('button', { name: 'Copy rows' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Cannot copy' });
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(editor.queryByText('Copied')).toBeNull();
  },
};

/** Each change the user makes reports the whole form (the console keeps it as a draft); opening reports nothing. */
export const ReportsEachChange: Story = {
  tags: ['!dev'],
  args: { defaultValues: ready, onValuesChange: fn() },
  play: async ({ args }) => {
    const editor = within(await screen.findByRole('dialog'));
    await expect(args.onValuesChange).not.toHaveBeenCalled();
    await userEvent.type(editor.getByRole('textbox', { name: /Name/ }), ' (draft)');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith({
      ...ready,
      name: 'Cycling parents newsletter (draft)',
    });
  },
};

/**
 * A saved automation whose content type its user type is not offered (an email to admin contacts): the
 * Content type shows no choice and says so at once, no template is asked for, and Save stays off.
 */
// Rules: automations.editor.saved-shows-what-is-missing
export const SavedWithAContentTypeNotOffered: Story = {
  tags: ['!dev'],
  args: {
    defaultValues: {
      ...ready,
      id: 31,
      name: 'Term start checklist',
      user_type: 'admin_contacts',
      content_type: 'email',
      content_template_id: '200',
    },
  },
  play: async () => {
    const editor = within(await screen.findByRole('dialog', { name: 'Edit Term start checklist' }));
    await expect(editor.getByRole('combobox', { name: /^Content type/ })).not.toHaveTextContent('Email');
    await expect(await editor.findByText('Please select Content type')).toBeVisible();
    await expect(editor.queryByRole('combobox', { name: /^Template/ })).toBeNull();
    await expect(editor.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/**
 * A saved notice whose template is not among the templates its audience may use: the Template shows no
 * choice and says 'Please select a template' once the templates have loaded; Save does not send the hidden id.
 */
// Rules: automations.editor.saved-shows-what-is-missing
export const SavedWithATemplateNotOffered: Story = {
  tags: ['!dev'],
  args: {
    defaultValues: { ...ready, id: 32, name: 'Walk to School Week notice', content_template_id: '999' },
  },
  play: async ({ args }) => {
    const editor = within(await screen.findByRole('dialog', { name: 'Edit Walk to School Week notice' }));
    await expect(editor.getByRole('combobox', { name: /^Template/ })).not.toHaveTextContent(
      /Weekly tips|999/,
    );
    await expect(await editor.findByText('Please select a template')).toBeVisible();
    await userEvent.click(editor.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await choose(/^Template/, 'Weekly tips');
    await userEvent.click(editor.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ content_template_id: '200' })),
    );
  },
};

/** While the templates load, a saved template id is kept (it is checked once they are there). */
export const SavedWhileTemplatesLoad: Story = {
  tags: ['!dev'],
  args: { defaultValues: { ...ready, id: 33 }, templates: [], templatesLoading: true },
  play: async () => {
    const editor = within(await screen.findByRole('dialog', { name: `Edit ${ready.name}` }));
    await expect(editor.queryByText('Please select a template')).toBeNull();
  },
};

/** Description and Template text take 300 characters, as their hint says, and not one more. */
// Rules: automations.form.description-max-300, automations.form.template-text-max-300
export const DescriptionAndTemplateTake300: Story = {
  tags: ['!dev'],
  args: { defaultValues: { ...ready, content_type: 'sms', content_template_id: '' } },
  play: async () => {
    const editor = within(await screen.findByRole('dialog'));
    for (const name of ['Description', 'Template text']) {
      const field = editor.getByRole('textbox', { name });
      await expect(field).toHaveAccessibleDescription('At most 300 characters');
      await userEvent.click(field);
      await userEvent.paste('a'.repeat(320));
      await expect((field as HTMLInputElement).value).toHaveLength(300);
    }
  },
};
