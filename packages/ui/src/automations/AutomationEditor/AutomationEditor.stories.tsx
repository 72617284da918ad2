import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AutomationEditor } from './AutomationEditor';
import {
  automationTypeLabels,
  contentTypeLabels,
  emptyAutomationForm,
  fromLabelLabels,
  launchModeLabels,
  scheduleMonthLabels,
  sendLimitLabels,
  userTypeLabels,
  weekBucketLabels,
  type AutomationFormValues,
} from '@stride/domain';

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
// Rules: automations.form.save-needs, automations.form.schedule-empty, automations.form.schedule-months,
// automations.form.schedule-weeks-or-days, automations.form.schedule-time, automations.form.schedule-weekdays
export const FillInAndSave: Story = {
  tags: ['!dev', '!autodocs'],
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

/** Name and template messages; a name out of its limits says so and stays as typed. */
// Rules: automations.form.name-required, automations.form.name-3-to-80, automations.form.template-required
export const NameAndTemplateMessages: Story = {
  tags: ['!dev', '!autodocs'],
  args: { defaultValues: { ...ready, name: '', content_template_id: '' } },
  play: async ({ args }) => {
    const editor = within(await screen.findByRole('dialog'));
    await userEvent.click(editor.getByRole('button', { name: 'Save' }));
    await expect(editor.getByText('Please input Automation name')).toBeVisible();
    await expect(editor.getByText('Please select a template')).toBeVisible();
    await userEvent.type(editor.getByRole('textbox', { name: /Name/ }), 'ab');
    await expect(editor.getByText('Length should be 3 to 80')).toBeVisible();
    await expect(editor.getByRole('textbox', { name: /Name/ })).toHaveValue('ab');
    const long = 'n'.repeat(81);
    await userEvent.clear(editor.getByRole('textbox', { name: /Name/ }));
    await userEvent.click(editor.getByRole('textbox', { name: /Name/ }));
    await userEvent.paste(long);
    await expect(editor.getByText('Length should be 3 to 80')).toBeVisible();
    await expect(editor.getByRole('textbox', { name: /Name/ })).toHaveValue(long);
    await userEvent.click(editor.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(editor.getByRole('textbox', { name: /Name/ })).toHaveValue(long);
  },
};

// Rules: automations.form.content-email, automations.form.content-notice-sms-push, automations.form.content-script,
// automations.form.send-notification-notice-only, automations.form.from-label-notice-only,
// automations.form.school-info-per-school-only, automations.form.launch-mode-cron-only, automations.form.superadmin-disabled
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

// Rules: automations.form.test-recipient-max-30, automations.form.send-test-needs
export const SendTest: Story = {
  tags: ['!dev', '!autodocs'],
  args: { defaultValues: ready },
  play: async ({ args }) => {
    const editor = within(await screen.findByRole('dialog'));
    const send = editor.getByRole('button', { name: 'Send Test' });
    await expect(send).toBeDisabled();
    await userEvent.type(editor.getByRole('textbox', { name: 'Test recipient' }), 'x'.repeat(31));
    await expect(editor.getByText('At most 30 characters')).toBeVisible();
    await expect(send).toBeDisabled();
    await expect(editor.getByRole('textbox', { name: 'Test recipient' })).toHaveValue('x'.repeat(31));
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

// Rules: automations.form.send-test-not-for-scripts
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
// Rules: automations.launch.asks-with-reach, automations.entity.limit-rows-launch-only
export const ManualLaunch: Story = {
  tags: ['!dev', '!autodocs'],
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

// Rules: automations.messages.launch-failed
export const LaunchFailed: Story = {
  tags: ['!dev', '!autodocs'],
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
  tags: ['!dev', '!autodocs'],
  args: { defaultValues: ready },
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const SaveFailedKeepsTheDraft: Story = {
  tags: ['!dev', '!autodocs'],
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

// Rules: automations.messages.copy
export const CopyPreviewRows: Story = {
  tags: ['!dev', '!autodocs'],
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

// Rules: automations.messages.copy
export const CopyFails: Story = {
  tags: ['!dev', '!autodocs'],
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
  tags: ['!dev', '!autodocs'],
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
  tags: ['!dev', '!autodocs'],
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
  tags: ['!dev', '!autodocs'],
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
  tags: ['!dev', '!autodocs'],
  args: { defaultValues: { ...ready, id: 33 }, templates: [], templatesLoading: true },
  play: async () => {
    const editor = within(await screen.findByRole('dialog', { name: `Edit ${ready.name}` }));
    await expect(editor.queryByText('Please select a template')).toBeNull();
  },
};

/** Description and Template text take 300 characters, as their hint says, and not one more. */
// Rules: automations.form.description-max-300, automations.form.template-text-max-300
export const DescriptionAndTemplateTake300: Story = {
  tags: ['!dev', '!autodocs'],
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

/** The names of the checkboxes of the editor's group `legend`, in order. */
const checkboxes = (legend: string) =>
  within(within(dialog()).getByRole('group', { name: legend }))
    .getAllByRole('checkbox')
    .map((box) => (box as HTMLButtonElement).labels?.[0]?.textContent ?? '');

/**
 * Every list of choices the editor offers is the product's, complete and in its order, each value in the
 * console's words (each expected list of values is copied from the product, not from the code).
 */
// Rules: automations.form.offers-automation-types, automations.form.offers-user-types,
// automations.form.offers-content-types, automations.form.offers-launch-modes, automations.form.offers-times,
// automations.form.offers-send-limits, automations.form.offers-months, automations.form.offers-week-buckets,
// automations.form.offers-weekdays, automations.form.offers-days,
// automations.form.offers-comparisons, automations.form.offers-time-units, automations.form.offers-date-anchors,
// automations.form.offers-custom-rules, automations.form.offers-events-per-school, automations.form.offers-events-user,
// automations.form.offers-from-labels, automations.form.offers-scripts-per-school,
// automations.form.offers-value-choices
export const OffersTheProductChoices: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    defaultValues: {
      ...ready,
      id: 40,
      name: 'School launch checks',
      automation_type: 'cron_event',
      user_type: 'per_school',
      content_type: 'script',
      content_template_id: '',
      script_name: 'move_up_year',
      when_to_launch: 'custom',
      rules: [
        { field: 'event', comparison: '=', value: 'SCHOOL_LAUNCHED' },
        {
          field: 'organizations.launched_at',
          comparison: '<=',
          value: '2',
          time_unit: 'weeks',
          event_value: 'today',
        },
        { field: 'organizations.school_type', comparison: '=', value: 'COUNCIL' },
      ],
      custom_rules: [{ custom_selection: 'new_user', value: '1' }],
    },
  },
  play: async ({ step }) => {
    const editor = within(await screen.findByRole('dialog', { name: 'Edit School launch checks' }));
    const names = async (label: string | RegExp) => (await options(label)).map((option) => option.name);
    const rule = (position: number) => within(editor.getByRole('group', { name: `Rule ${position}` }));
    const namesIn = async (row: ReturnType<typeof rule>, label: string) => {
      await userEvent.click(row.getByRole('combobox', { name: label }));
      const found = (await screen.findAllByRole('option')).map((option) => option.textContent);
      await userEvent.keyboard('{Escape}');
      return found;
    };
    /** The product's values, each in the console's words. */
    const worded = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
      values.map((value) => labels[value]);
    await step('types and launch options', async () => {
      await expect(await names(/^Automation type/)).toEqual(
        worded(['cron', 'manual', 'event', 'cron_event'], automationTypeLabels),
      );
      const userTypes = [
        'parents_staff',
        'per_school',
        'parents',
        'staff',
        'admin_contacts',
        'unregistered_wonde_users',
        'stap_data',
        'superadmin',
        'superadmin_grouped',
      ] as const;
      await expect(await options(/^User type/)).toEqual(
        userTypes.map((type) => ({ name: userTypeLabels[type], disabled: type === 'superadmin' })),
      );
      await expect(await names(/^Content type/)).toEqual(
        worded(['email', 'notice', 'slack', 'sms', 'push_notifications', 'script'], contentTypeLabels),
      );
      await expect(await names('When to launch')).toEqual(
        worded(['daily', 'custom', 'specific', 'on_demand'], launchModeLabels),
      );
      await expect(await names('Send limit')).toEqual(
        worded(
          [
            'one_off',
            'once_week',
            'once_biweek',
            'once_month',
            'once_quarter',
            'once_year',
            'multiple_times',
            'daily_stats',
          ],
          sendLimitLabels,
        ),
      );
    });
    await step('time options', async () => {
      // The product's times name their hours: after_midnight 0am, early_morning 5am, ... all_day 6am-9pm.
      await expect(await names('Time')).toEqual([
        '0am',
        '5am',
        '10am',
        '12pm',
        '5pm',
        '7pm',
        '9pm',
        '6am-9pm',
      ]);
      await expect(checkboxes('Months')).toEqual(
        [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((month) => scheduleMonthLabels[month - 1]),
      );
      await expect(checkboxes('Weeks')).toEqual(
        worded(['all_weeks', 'first_week', 'second_week', 'third_week', 'last_week'], weekBucketLabels),
      );
      // Weekdays 1-7 are Mon-Sun.
      await expect(checkboxes('Weekdays').map((day) => day.slice(0, 3))).toEqual([
        'Mon',
        'Tue',
        'Wed',
        'Thu',
        'Fri',
        'Sat',
        'Sun',
      ]);
      await expect(checkboxes('Days')).toEqual([
        ...Array.from({ length: 28 }, (_, index) => String(index + 1)),
        'Last',
      ]);
    });
    await step('scripts of per_school', async () => {
      await expect(await names(/^Script name/)).toEqual([
        'school_new_term',
        'sync_wonde_school',
        'remove_user_schools',
        'remove_non_user_data',
        'remove_marked_users',
        'unverify_wonde_users',
        'check_for_missing_journeys',
        'invalidate_wonde_users',
        'co2_calculations',
        'update_wonde_users_status',
        'remove_wonde_unvalidated_user_schools',
        'move_up_year',
        'resend_login_emails',
        'service_emails',
        'hide_old_notices',
        'daily_queueing',
      ]);
    });
    await step('rules: comparisons, time units, date anchors, custom rules, per-school events', async () => {
      await expect(await namesIn(rule(1), 'Comparison')).toEqual([
        '!=',
        '=',
        '<',
        '>',
        '>=',
        '<=',
        'in_array',
        'is_null',
        'is_not_null',
        'in',
      ]);
      await expect(await namesIn(rule(1), 'Event')).toEqual([
        'SCHOOL_LAUNCHED',
        'SCHOOL_SENT_INVITE_EMAILS',
        'SCHOOL_NEW_TERM',
      ]);
      await expect(await namesIn(rule(2), 'Time unit')).toEqual(['weeks', 'minutes']);
      await expect(await namesIn(rule(2), 'Before')).toEqual([
        'now',
        'today',
        'this week',
        'this month',
        'this quarter',
        'this year',
      ]);
      await expect(await namesIn(rule(3), 'Value')).toEqual(['COUNCIL', 'INDEPENDENT']);
      const custom = within(editor.getByRole('group', { name: 'Custom rule 1' }));
      await expect(await namesIn(custom, 'Custom rule')).toEqual(['actions_log_check', 'new_user']);
    });
    await step('from labels of a per_school notice', async () => {
      await choose(/^Content type/, 'Notice');
      const labels = await names('From label');
      await expect(labels.slice(0, 2)).toEqual(worded(['homerun_team', 'school_info'], fromLabelLabels));
      await expect(labels).toHaveLength(4);
    });
    await step('user events', async () => {
      await choose(/^User type/, 'Parents');
      await expect(await namesIn(rule(1), 'Event')).toEqual([
        'ACCOUNT_CREATED',
        'FIRST_MESSAGE',
        'FIRST_CHAT',
        'ACCOUNT_VERIFIED',
        'APP_LOGIN',
      ]);
    });
  },
};

/**
 * A new automation: Add rule waits for automation and user type, the previews and Send Test for user and
 * content type, Save for the send limit too; the editor is 1150 wide.
 */
// Rules: automations.form.add-rule-needs-types, automations.form.preview-needs-types,
// automations.form.send-test-needs, automations.form.save-needs, automations.form.editor-1150-wide
export const NeedsTypesFirst: Story = {
  tags: ['!dev', '!autodocs'],
  play: async () => {
    const editor = within(await screen.findByRole('dialog', { name: 'New automation' }));
    await expect(dialog().getBoundingClientRect().width).toBe(1150);
    const previews = () => editor.getAllByRole('button', { name: /^Preview (first|all|after)/ });
    const addRule = () => editor.getByRole('button', { name: 'Add rule' });
    const sendTest = () => editor.getByRole('button', { name: 'Send Test' });
    await userEvent.type(editor.getByRole('textbox', { name: 'Test recipient' }), 'me@stride.test');
    await expect(addRule()).toBeDisabled();
    for (const button of previews()) await expect(button).toBeDisabled();
    await expect(sendTest()).toBeDisabled();
    await choose(/^Automation type/, 'Manual');
    await expect(addRule()).toBeDisabled();
    await choose(/^User type/, 'Parents');
    await expect(addRule()).toBeEnabled();
    for (const button of previews()) await expect(button).toBeDisabled();
    await expect(sendTest()).toBeDisabled();
    await choose(/^Content type/, 'SMS');
    for (const button of previews()) await expect(button).toBeEnabled();
    await expect(sendTest()).toBeEnabled();
    await expect(editor.getByRole('button', { name: 'Save' })).toBeDisabled();
    await choose('Send limit', 'One off');
    await expect(editor.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** A Slack message of the daily_stats send limit names its placeholders under Template text. */
// Rules: automations.form.slack-daily-stats-placeholders
export const SlackDailyStatsPlaceholders: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    defaultValues: {
      ...ready,
      content_type: 'slack',
      content_template_id: '',
      repeating: 'daily_stats',
      frequency: 1,
    },
  },
  play: async () => {
    const editor = within(await screen.findByRole('dialog'));
    await expect(editor.getByRole('textbox', { name: 'Template text' })).toHaveAccessibleDescription(
      'At most 300 characters. Placeholders: {school_name}, {count}, {date}',
    );
    await choose('Send limit', 'One off');
    await expect(editor.getByRole('textbox', { name: 'Template text' })).toHaveAccessibleDescription(
      'At most 300 characters',
    );
  },
};
