import type { Meta, StoryObj } from '@storybook/react-vite';
import { actionTablesOf, demoDb } from '@stride/mocks';
import { expect } from 'storybook/test';
import { confirmedRun, failedRun, pickSchools } from '../../storybook/action-stories';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { notAvailableTo, pageMeta } from '../../storybook/page-stories';

const meta = {
  title: 'Pages/Actions/Send Service Emails',
  ...pageMeta,
  args: { path: '/members/actions/send_service_emails', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const [first, second] = [() => demoDb.schools[0]!, () => demoDb.schools[1]!];

export const ConfirmAndSucceed: Story = confirmedRun(
  (canvas) => pickSchools(canvas, [first().name, second().name]),
  'Service emails sent',
  'send_service_emails',
  () => expect(actionTablesOf().sentEmails.map((sent) => [sent.school_id, sent.kind])).toEqual([[first().id, 'service'], [second().id, 'service']]),
);

export const ServerFails: Story = failedRun(
  (canvas) => pickSchools(canvas, [first().name]),
  'Server Error',
  async (canvas) => expect(canvas.getByRole('button', { name: `Remove ${first().name}` })).toBeVisible(),
  '*/api/admin/actions/sendServiceEmails',
);

export const SchoolAdmin: Story = notAvailableTo('SCHOOL_ADMIN');
