import type { Meta, StoryObj } from '@storybook/react-vite';
import { historyStates } from '../../storybook/action-stories';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { notAvailableTo, pageMeta } from '../../storybook/page-stories';
import { schoolEmailStories } from '../../storybook/school-action-stories';
import { asRole } from '../../storybook/console-stories';

const meta = {
  title: 'Pages/Actions/Send service emails',
  ...pageMeta,
  args: { path: '/members/actions/send_service_emails', role: null },
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

const stories = schoolEmailStories(
  'send_service_emails',
  'sendServiceEmails',
  'Service emails sent',
  'service',
);

// Rules: actions.schools.multi-select, actions.messages.service-emails
export const ConfirmAndSucceed: Story = { ...stories.ConfirmAndSucceed, tags: ['!dev', '!autodocs'] };
export const ServerFails: Story = { ...stories.ServerFails, tags: ['!dev', '!autodocs'] };
export const SchoolAdmin: Story = { ...notAvailableTo('SCHOOL_ADMIN'), tags: ['!dev', '!autodocs'] };
