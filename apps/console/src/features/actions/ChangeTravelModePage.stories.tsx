import type { Meta, StoryObj } from '@storybook/react-vite';
import { actionTablesOf } from '@stride/mocks';
import { expect, userEvent } from 'storybook/test';
import { confirmedRun, failedRun, pick, type Canvas, historyStates } from '../../storybook/action-stories';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { notAvailableTo, pageMeta } from '../../storybook/page-stories';
import { asRole } from '../../storybook/console-stories';

const meta = {
  title: 'Pages/Actions/Change travel mode',
  ...pageMeta,
  args: { path: '/members/actions/change_travel_mode', role: null },
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

const fill = (journeyId: string) => async (canvas: Canvas) => {
  await userEvent.type(canvas.getByRole('textbox', { name: /Journey profile id/ }), journeyId);
  await pick(canvas, /Mode/, 'TRAIN');
};

/** Journey profile 1 (a parent's set-up journey in the demo) now goes by train. */
// Rules: actions.change-travel-mode.fields, actions.messages.change-travel-mode
export const ConfirmAndSucceed: Story = {
  ...confirmedRun(fill('1'), 'Change travel mode finished', 'change_travel_mode', () =>
    expect(actionTablesOf().journeyModes.get(1)).toBe('TRAIN'),
  ),
  tags: ['!dev', '!autodocs'],
};

export const UnknownJourneyProfile: Story = {
  ...failedRun(fill('999999'), 'Journey profile not found', async (canvas) => {
    await expect(canvas.getByRole('textbox', { name: /Journey profile id/ })).toHaveValue('999999');
    await expect(canvas.getByRole('combobox', { name: /Mode/ })).toHaveTextContent('TRAIN');
  }),
  tags: ['!dev', '!autodocs'],
};

export const SchoolAdmin: Story = { ...notAvailableTo('SCHOOL_ADMIN'), tags: ['!dev', '!autodocs'] };
