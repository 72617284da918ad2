import type { Meta, StoryObj } from '@storybook/react-vite';
import { formActions } from '@stride/domain';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ActionForm } from './ActionForm';
import {
  confirmThenSuccess,
  failureKeepsTheForm,
  firstMissingInputIsFocused,
  journeyProfileAndModeAreSent,
  missingInputsAreNamed,
  multiSelectOfSchools,
  noAtTheQuestionRunsNothing,
  schoolAndYearWithSwitches,
  schoolTokenIsSent,
  submitAndConfirm,
} from './action-form-story-steps';

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

/** new_term: one school, and the history of past runs. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: /School/ })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Actions history' })).toHaveTextContent('New Term');
  },
};

export const ConfirmThenSuccess: Story = {
  tags: ['!dev'],
  play: confirmThenSuccess,
};

export const NoAtTheQuestionRunsNothing: Story = {
  tags: ['!dev'],
  play: noAtTheQuestionRunsNothing,
};

export const MissingInputsAreNamed: Story = {
  tags: ['!dev'],
  args: { fields: formActions.send_notifications.fields },
  play: missingInputsAreNamed,
};

export const FirstMissingInputIsFocused: Story = {
  tags: ['!dev'],
  args: { fields: formActions.send_login_emails.fields },
  play: firstMissingInputIsFocused,
};

export const FailureKeepsTheForm: Story = {
  tags: ['!dev'],
  args: {
    fields: formActions.send_notifications.fields,
    onSubmit: fn(async () => Promise.reject(new Error('Notice not found'))),
  },
  play: failureKeepsTheForm,
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

export const CancelGoesBack: Story = {
  tags: ['!dev'],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const MultiSelectOfSchools: Story = {
  tags: ['!dev'],
  args: { fields: formActions.send_service_emails.fields, onSubmit: fn(async () => 'Service emails sent') },
  play: multiSelectOfSchools,
};

export const SchoolAndYearWithSwitches: Story = {
  tags: ['!dev'],
  args: {
    fields: formActions.change_school_and_year.fields,
    onSubmit: fn(async () => 'Change School and year finished (4 students)'),
  },
  play: schoolAndYearWithSwitches,
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
export const JourneyProfileAndModeAreSent: Story = {
  tags: ['!dev'],
  args: { ...JourneyProfileAndMode.args },
  play: journeyProfileAndModeAreSent,
};

export const StapDataUpload: Story = {
  tags: ['!dev'],
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
export const SchoolTokenIsSent: Story = {
  tags: ['!dev'],
  args: { ...SchoolToken.args },
  play: schoolTokenIsSent,
};

export const SimulationSwitch: Story = {
  tags: ['!dev'],
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
  tags: ['!dev'],
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
  tags: ['!dev'],
  args: { ...HistoryFailed.args },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onHistoryRetry).toHaveBeenCalled();
  },
};
