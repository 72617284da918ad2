import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoDb, serverError } from '@stride/mocks';
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
  slowAnswerThenRetry,
  stillLoading,
} from '../../storybook/page-stories';

const meta = {
  title: 'Pages/Feedback',
  ...pageMeta,
  args: { path: '/members/feedback', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const feedbackList = '*/api/admin/feedback/feedbackList';
const changeStatus = '*/api/admin/feedback/changeStatus';
const newest = () => demoDb.feedback[0]!;

// Rules: feedback.list.columns
export const SuperAdmin: Story = {
  parameters: { chromatic: { modes: pageModes } },
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Feedback' }, settled);
    await expect((await within(table).findAllByText(newest().email, {}, settled))[0]).toBeVisible();
    await expect(
      within(table).getByRole('combobox', { name: `Status of feedback ${newest().id}` }),
    ).toHaveTextContent('Open');
  },
};

// Rules: feedback.status.saved, feedback.status.dropdown
export const StatusIsSaved: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = await canvas.findByRole(
      'combobox',
      { name: `Status of feedback ${newest().id}` },
      settled,
    );
    await userEvent.click(status);
    await userEvent.click(await screen.findByRole('option', { name: 'In progress' }));
    await expect(await screen.findByText('Saved', {}, settled)).toBeVisible();
    await expect(status).toHaveTextContent('In progress');
    await waitFor(() => expect(demoDb.feedback[0]!.status).toBe('IN_PROGRESS'));
  },
};

export const FailedStatusChangeRollsBack: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  beforeEach: ({ msw }) => msw.use(...serverError(changeStatus)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = await canvas.findByRole(
      'combobox',
      { name: `Status of feedback ${newest().id}` },
      settled,
    );
    await userEvent.click(status);
    await userEvent.click(await screen.findByRole('option', { name: 'Completed' }));
    await expect(await screen.findByText('Error', {}, settled)).toBeVisible();
    await waitFor(() => expect(status).toHaveTextContent('Open'), settled);
  },
};

export const SchoolAdminMayNotOpenIt: Story = {
  ...notAvailableTo('SCHOOL_ADMIN'),
  tags: ['!dev', '!autodocs'],
};

export const Loading: Story = stillLoading('SUPERADMIN', feedbackList, (canvas) =>
  canvas.findByRole('table', { name: 'Feedback', busy: true }, settled),
);

/** The feedback could not be loaded: the page offers Retry. */
export const ServerError: Story = serverErrorShown('SUPERADMIN', feedbackList);

/** No feedback yet. */
export const Empty: Story = emptyAnswer('SUPERADMIN', feedbackList, { data: [] }, (canvas) =>
  canvas.findByText('No feedback yet', {}, settled),
);

const recovery: FaultRecovery = [
  'SUPERADMIN',
  feedbackList,
  async (canvas) => expect(await canvas.findByRole('table', { name: 'Feedback' }, settled)).toBeVisible(),
];

export const ServerErrorThenRetry: Story = {
  ...serverErrorThenRetry(...recovery),
  tags: ['!dev', '!autodocs'],
};

export const NetworkFailureThenRetry: Story = {
  ...networkFailureThenRetry(...recovery),
  tags: ['!dev', '!autodocs'],
};

export const SlowAnswerThenRetry: Story = {
  ...slowAnswerThenRetry(...recovery),
  tags: ['!dev', '!autodocs'],
};

export const MalformedAnswer: Story = {
  ...malformedAnswer('SUPERADMIN', feedbackList),
  tags: ['!dev', '!autodocs'],
};
