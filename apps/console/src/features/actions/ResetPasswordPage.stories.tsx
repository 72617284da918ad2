import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoDb } from '@stride/mocks';
import { expect, userEvent } from 'storybook/test';
import { confirmedRun, failedRun, type Canvas, historyStates } from '../../storybook/action-stories';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { notAvailableTo, pageMeta } from '../../storybook/page-stories';
import { asRole } from '../../storybook/console-stories';

const meta = {
  title: 'Pages/Actions/Reset password',
  ...pageMeta,
  args: { path: '/members/actions/reset_password', role: null },
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

const typeUser = (id: string) => async (canvas: Canvas) =>
  userEvent.type(canvas.getByRole('textbox', { name: /User id/ }), id);

export const ConfirmAndSucceed: Story = {
  ...confirmedRun(
    async (canvas) => typeUser(String(demoDb.parents[0]!.id))(canvas),
    'Password has been reset!',
    'reset_password',
  ),
  tags: ['!dev', '!autodocs'],
};

export const UnknownUser: Story = {
  ...failedRun(typeUser('999999'), 'User not found', async (canvas) =>
    expect(canvas.getByRole('textbox', { name: /User id/ })).toHaveValue('999999'),
  ),
  tags: ['!dev', '!autodocs'],
};

export const SchoolAdmin: Story = { ...notAvailableTo('SCHOOL_ADMIN'), tags: ['!dev', '!autodocs'] };
