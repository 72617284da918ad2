import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoDb } from '@stride/mocks';
import { expect } from 'storybook/test';
import { confirmedRun, declinedRun, failedRun, historyStates } from '../../storybook/action-stories';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { notAvailableTo, pageMeta } from '../../storybook/page-stories';
import { failureMessages } from '../../app/load-error';
import { asRole } from '../../storybook/console-stories';

const meta = {
  title: 'Pages/Actions/Remove non-user data',
  ...pageMeta,
  args: { path: '/members/actions/remove_non_user_data', role: null },
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

/** A parent left without a school before the run: the action deletes them. */
const orphan = () => demoDb.parents[0]!;
const orphanParent = async () => {
  orphan().school_ids.splice(0);
};

// Rules: actions.remove-non-user-data.all-schools, actions.messages.parents-without-schools
export const ConfirmAndSucceed: Story = {
  ...confirmedRun(orphanParent, 'Removed parents without schools', 'remove_non_user_data', () =>
    expect(demoDb.parents.every((parent) => parent.school_ids.length > 0)).toBe(true),
  ),
  tags: ['!dev', '!autodocs'],
};

export const AnswerNo: Story = {
  ...declinedRun(orphanParent, () =>
    expect(demoDb.parents.some((parent) => parent.school_ids.length === 0)).toBe(true),
  ),
  tags: ['!dev', '!autodocs'],
};

export const ServerFails: Story = {
  ...failedRun(
    async () => {},
    failureMessages.serverProblem,
    async (canvas) => expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled(),
    '*/api/admin/actions/removeParentsWithoutSchool',
  ),
  tags: ['!dev', '!autodocs'],
};

export const SchoolAdmin: Story = { ...notAvailableTo('SCHOOL_ADMIN'), tags: ['!dev', '!autodocs'] };
