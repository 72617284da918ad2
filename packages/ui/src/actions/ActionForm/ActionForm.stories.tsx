import type { Meta, StoryObj } from '@storybook/react-vite';
import { formActions } from '@stride/domain';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ActionForm } from './ActionForm';

const schools = [
  { id: 11, name: 'Oakfield Primary', council_name: 'Camden' },
  { id: 12, name: 'Riverside Academy', council_name: 'Camden' },
  { id: 13, name: 'St Anne’s School', council_name: null },
];
const history = [
  {
    category: 'school',
    action: 'new_term',
    user_id: null,
    student_id: null,
    school_id: 11,
    created_at: '2026-06-15 09:00:00',
  },
  {
    category: 'school',
    action: 'new_term',
    user_id: null,
    student_id: null,
    school_id: 12,
    created_at: '2026-05-02 09:00:00',
  },
];

const meta = {
  title: 'Components/ActionForm',
  tags: ['autodocs'],
  component: ActionForm,
  args: {
    fields: formActions.new_term.fields,
    schools,
    history,
    onSubmit: fn(async () => 'New term finished'),
    onCancel: fn(),
  },
} satisfies Meta<typeof ActionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Opens the select labelled `label` and picks `option`. */
const pick = async (canvas: Canvas, label: RegExp, option: string) => {
  await userEvent.click(canvas.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

/** Presses Submit and answers Yes to the question. */
const submitAndConfirm = async (canvas: Canvas) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to proceed?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
};

/** new_term: one school, and the history of past runs. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: /School/ })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Actions history' })).toHaveTextContent('New Term');
  },
};

// Rules: actions.run.confirm, actions.run.resets-and-reloads
export const ConfirmThenSuccess: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await pick(canvas, /School/, 'Riverside Academy');
    await submitAndConfirm(canvas);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ school_id: '12' }));
    await expect(await canvas.findByText('New term finished')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /School/ })).toHaveTextContent('Select a school');
  },
};

// Rules: actions.run.confirm
export const NoAtTheQuestionRunsNothing: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await pick(canvas, /School/, 'Oakfield Primary');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'No' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('combobox', { name: /School/ })).toHaveTextContent('Oakfield Primary');
  },
};

export const MissingInputsAreNamed: Story = {
  tags: ['!dev', '!autodocs'],
  args: { fields: formActions.send_notifications.fields },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('This field is required')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Notice id/ })).toHaveFocus();
    await userEvent.type(canvas.getByRole('textbox', { name: /Notice id/ }), '12b');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Enter a whole number')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Notice id/ })).toHaveValue('12b');
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const FirstMissingInputIsFocused: Story = {
  tags: ['!dev', '!autodocs'],
  args: { fields: formActions.send_login_emails.fields },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('This field is required')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Schools' })).toHaveFocus();
  },
};

export const FailureKeepsTheForm: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    fields: formActions.send_notifications.fields,
    onSubmit: fn(async () => Promise.reject(new Error('Notice not found'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Notice id/ }), '999');
    await submitAndConfirm(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Notice not found');
    await expect(canvas.getByRole('textbox', { name: /Notice id/ })).toHaveValue('999');
  },
};

export const BusyWhileRunning: Story = {
  args: {
    fields: formActions.remove_non_user_data.fields,
    onSubmit: fn(() => new Promise<string>(() => {})),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await submitAndConfirm(canvas);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: /Yes/ }),
    ).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: /Submit/, hidden: true })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

// Rules: actions.run.cancel
export const CancelGoesBack: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

// Rules: actions.schools.multi-select
export const MultiSelectOfSchools: Story = {
  tags: ['!dev', '!autodocs'],
  args: { fields: formActions.send_service_emails.fields, onSubmit: fn(async () => 'Service emails sent') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Schools' });
    await userEvent.click(input);
    await userEvent.click(await canvas.findByRole('option', { name: 'Oakfield Primary' }));
    await userEvent.click(canvas.getByRole('option', { name: /St Anne/ }));
    await expect(canvas.queryByRole('option', { name: 'ALL' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await submitAndConfirm(canvas);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ school_ids: [11, 13] }));
    await expect(await canvas.findByText('Service emails sent')).toBeVisible();
  },
};

// Rules: actions.change-school-and-year.fields
export const SchoolAndYearWithSwitches: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    fields: formActions.change_school_and_year.fields,
    onSubmit: fn(async () => 'Change School and year finished (4 students)'),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await pick(canvas, /From school/, 'Oakfield Primary');
    await pick(canvas, /From year/, 'Year 6');
    await pick(canvas, /To school/, 'Riverside Academy');
    await pick(canvas, /To year/, 'Year 7');
    await userEvent.click(canvas.getByRole('switch', { name: 'Ignore students updated in last 30 days' }));
    await userEvent.click(canvas.getByRole('switch', { name: 'Remove simulation' }));
    await submitAndConfirm(canvas);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        school_id: '11',
        current_year: '6',
        new_school_id: '12',
        new_year: '7',
        ignoreRecent: true,
        removeSimulation: true,
      }),
    );
    await expect(await canvas.findByText('Change School and year finished (4 students)')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Remove simulation' })).not.toBeChecked();
  },
};

export const JourneyProfileAndMode: Story = {
  args: {
    fields: formActions.change_travel_mode.fields,
    onSubmit: fn(async () => 'Change travel mode finished'),
  },
};

/**
 * A journey profile id typed and a mode picked among the six offered; Submit and Yes send both (a test: the
 * JourneyProfileAndMode story stays untouched).
 */
// Rules: actions.change-travel-mode.fields
export const JourneyProfileAndModeAreSent: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...JourneyProfileAndMode.args },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Journey profile id/ }), '42');
    await userEvent.click(canvas.getByRole('combobox', { name: /Mode/ }));
    const modes = (await screen.findAllByRole('option')).map((option) => option.textContent);
    await expect(modes).toEqual(['CAR', 'TAXI', 'WALKING', 'BICYCLING', 'TRAIN', 'BUS']);
    await userEvent.click(screen.getByRole('option', { name: 'BICYCLING' }));
    await submitAndConfirm(canvas);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ journey_id: '42', region: 'BICYCLING' }),
    );
  },
};

// Rules: actions.stap.upload-id
export const StapDataUpload: Story = {
  tags: ['!dev', '!autodocs'],
  args: { fields: formActions.stap_journey_count.fields, history: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Stap data upload id/ })).toBeVisible();
    await expect(canvas.getByText('No actions yet')).toBeVisible();
  },
};

export const SchoolToken: Story = {
  args: {
    fields: formActions.integration_add_school_token.fields,
    onSubmit: fn(async () => 'School token has been added'),
  },
};

/**
 * Provider school id, school, token and notes filled in; Submit and Yes send all four (a test: the
 * SchoolToken story stays untouched).
 */
// Rules: actions.integration-token.fields
export const SchoolTokenIsSent: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...SchoolToken.args },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Provider school id/ }), 'W-301');
    await pick(canvas, /^School/, 'Oakfield Primary');
    await userEvent.type(canvas.getByRole('textbox', { name: /Token/ }), 'tok_301');
    await userEvent.type(canvas.getByRole('textbox', { name: /Notes/ }), 'From the trust');
    await submitAndConfirm(canvas);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        provider_school_id: 'W-301',
        school_id: '11',
        token: 'tok_301',
        notes: 'From the trust',
      }),
    );
  },
};

export const SimulationSwitch: Story = {
  tags: ['!dev', '!autodocs'],
  args: { fields: formActions.move_children_up_a_year.fields },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Remove simulation' })).not.toBeChecked();
  },
};

export const NoInputs: Story = {
  args: {
    fields: formActions.remove_non_user_data.fields,
    onSubmit: fn(async () => 'Removed parents without schools'),
  },
};

/**
 * Submit and Yes run an action that takes no input, and its result is shown (a test: the NoInputs story stays
 * untouched).
 */
export const RunWithoutInputs: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...NoInputs.args },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitAndConfirm(canvas);
    await expect(await canvas.findByText('Removed parents without schools')).toBeVisible();
  },
};

export const HistoryLoading: Story = {
  args: { history: [], historyLoading: true },
};

export const HistoryFailed: Story = {
  args: { history: [], historyError: 'The history could not be loaded.', onHistoryRetry: fn() },
};

/**
 * Retry under the history that could not be loaded calls onHistoryRetry (a test: the HistoryFailed story
 * stays untouched).
 */
export const RetryCallsOnHistoryRetry: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...HistoryFailed.args },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onHistoryRetry).toHaveBeenCalled();
  },
};
