import type { Meta, StoryObj } from '@storybook/react-vite';
import { actionTablesOf } from '@stride/mocks';
import { expect, userEvent } from 'storybook/test';
import { confirmedRun, failedRun, type Canvas, historyStates } from '../../storybook/action-stories';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { notAvailableTo, pageMeta } from '../../storybook/page-stories';
import { asRole } from '../../storybook/console-stories';

const meta = {
  title: 'Pages/Actions/Stap journey count',
  ...pageMeta,
  args: { path: '/members/actions/stap_journey_count', role: null },
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

const typeUpload = (id: string) => async (canvas: Canvas) =>
  userEvent.type(canvas.getByRole('textbox', { name: /Stap data upload id/ }), id);

/** The demo has uploads 1 to 3; upload 2 holds 1,517 journeys. */
// Rules: actions.stap.upload-id, actions.messages.finished
export const ConfirmAndSucceed: Story = {
  ...confirmedRun(typeUpload('2'), 'Finished', 'stap_journey_count', () =>
    expect(actionTablesOf().stapUploads[1]?.counted_journeys).toBe(1_517),
  ),
  tags: ['!dev', '!autodocs'],
};

export const UnknownUpload: Story = {
  ...failedRun(typeUpload('9'), 'Stap data upload not found', async (canvas) =>
    expect(canvas.getByRole('textbox', { name: /Stap data upload id/ })).toHaveValue('9'),
  ),
  tags: ['!dev', '!autodocs'],
};

export const SchoolAdmin: Story = { ...notAvailableTo('SCHOOL_ADMIN'), tags: ['!dev', '!autodocs'] };
