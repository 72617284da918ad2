import type { Meta, StoryObj } from '@storybook/react-vite';
import { actionTablesOf, demoDb, noticeBoardOf } from '@stride/mocks';
import { expect, userEvent } from 'storybook/test';
import {
  confirmedRun,
  declinedRun,
  failedRun,
  type Canvas,
  historyStates,
} from '../../storybook/action-stories';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { notAvailableTo, pageMeta } from '../../storybook/page-stories';
import { asRole } from '../../storybook/console-stories';

const meta = {
  title: 'Pages/Actions/Send mobile notifications',
  ...pageMeta,
  args: { path: '/members/actions/send_notifications', role: null },
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

const noticeId = () => noticeBoardOf(demoDb.schools[0]!.id)[0]!.id;
const typeNotice = (id: () => string) => async (canvas: Canvas) =>
  userEvent.type(canvas.getByRole('textbox', { name: /Notice id/ }), id());

// Rules: actions.send-notifications.notice-id, actions.messages.sent, actions.run.history, actions.run.confirm
export const ConfirmAndSucceed: Story = {
  ...confirmedRun(
    typeNotice(() => String(noticeId())),
    'Sent',
    'send_notifications',
    () => expect(actionTablesOf().sentNotifications.map((sent) => sent.notice_id)).toEqual([noticeId()]),
  ),
  tags: ['!dev', '!autodocs'],
};

// Rules: actions.run.confirm
export const AnswerNo: Story = {
  ...declinedRun(
    typeNotice(() => String(noticeId())),
    () => expect(actionTablesOf().sentNotifications).toHaveLength(0),
  ),
  tags: ['!dev', '!autodocs'],
};

export const UnknownNotice: Story = {
  ...failedRun(
    typeNotice(() => '999999'),
    'Notice not found',
    async (canvas) => expect(canvas.getByRole('textbox', { name: /Notice id/ })).toHaveValue('999999'),
  ),
  tags: ['!dev', '!autodocs'],
};

export const SchoolAdmin: Story = { ...notAvailableTo('SCHOOL_ADMIN'), tags: ['!dev', '!autodocs'] };
