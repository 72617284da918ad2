import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { notAvailableTo, pageMeta } from '../../storybook/page-stories';
import { schoolEmailStories } from '../../storybook/school-action-stories';
import { asRole } from '../../storybook/console-stories';

const meta = {
  title: 'Pages/Actions/Send Login Emails',
  ...pageMeta,
  args: { path: '/members/actions/send_login_emails', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page as it opens, untouched. */
export const Default: Story = { ...asRole('SUPERADMIN') };

const stories = schoolEmailStories('send_login_emails', 'sendLoginEmails', 'Login emails sent', 'login');

// Rules: actions.schools.multi-select, actions.messages.login-emails
export const ConfirmAndSucceed: Story = { ...stories.ConfirmAndSucceed, tags: ['!dev', '!autodocs'] };
export const ServerFails: Story = { ...stories.ServerFails, tags: ['!dev', '!autodocs'] };
export const SchoolAdmin: Story = { ...notAvailableTo('SCHOOL_ADMIN'), tags: ['!dev', '!autodocs'] };
