import type { Meta, StoryObj } from '@storybook/react-vite';
import { actionTablesOf, demoDb } from '@stride/mocks';
import { expect } from 'storybook/test';
import {
  actionsHistoryPattern,
  confirmedRun,
  declinedRun,
  failedRun,
  pick,
  type Canvas,
  historyStates,
} from '../../storybook/action-stories';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { asRole, settled } from '../../storybook/console-stories';
import {
  malformedAnswer,
  notAvailableTo,
  pageMeta,
  serverErrorThenRetry,
} from '../../storybook/page-stories';
import { failureMessages } from '../../app/load-error';

const meta = {
  title: 'Pages/Actions/New term',
  ...pageMeta,
  args: { path: '/members/actions/new_term', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page as it opens, untouched. */
export const Default: Story = { ...asRole('SUPERADMIN') };

/** The page while its history is still loading. */
export const Loading: Story = historyStates.Loading;

/** The history could not be loaded: it offers Retry. */
export const ServerError: Story = historyStates.ServerError;

/** No action has run yet: the history says so. */
export const Empty: Story = historyStates.Empty;

const school = () => demoDb.schools[0]!;
const pickSchool = async (canvas: Canvas) => pick(canvas, /School/, school().name);

// Rules: actions.new-term.one-school, actions.messages.new-term, actions.run.history, actions.run.resets-and-reloads
export const ConfirmAndSucceed: Story = {
  ...confirmedRun(pickSchool, 'New term finished', 'new_term', async () => {
    const archived = actionTablesOf().archivedJourneys;
    await expect(archived.length).toBeGreaterThan(0);
    await expect(archived.every((journey) => journey.organization_id === school().id)).toBe(true);
  }),
  tags: ['!dev', '!autodocs'],
};

// Rules: actions.run.confirm
export const AnswerNo: Story = {
  ...declinedRun(pickSchool, () => expect(actionTablesOf().archivedJourneys).toHaveLength(0)),
  tags: ['!dev', '!autodocs'],
};

export const ServerFails: Story = {
  ...failedRun(
    pickSchool,
    failureMessages.serverProblem,
    async (canvas) =>
      expect(canvas.getByRole('combobox', { name: /School/ })).toHaveTextContent(school().name),
    '*/api/admin/actions/schoolNewTerm',
  ),
  tags: ['!dev', '!autodocs'],
};

// Rules: actions.run.history
export const HistoryFailsThenRetry: Story = {
  ...serverErrorThenRetry('SUPERADMIN', actionsHistoryPattern, async (canvas) => {
    await expect(await canvas.findByRole('table', { name: 'Actions history' }, settled)).toBeVisible();
  }),
  tags: ['!dev', '!autodocs'],
};

export const MalformedHistory: Story = {
  ...malformedAnswer('SUPERADMIN', actionsHistoryPattern),
  tags: ['!dev', '!autodocs'],
};

// Rules: actions.access.super-admin-only
export const SchoolAdmin: Story = { ...notAvailableTo('SCHOOL_ADMIN'), tags: ['!dev', '!autodocs'] };
