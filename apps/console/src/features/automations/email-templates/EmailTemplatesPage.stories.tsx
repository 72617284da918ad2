import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoDb } from '@stride/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleAt } from '../../../storybook/ConsoleAt';
import { settled } from '../../../storybook/console-stories';
import {
  type FaultRecovery,
  malformedAnswer,
  networkFailureThenRetry,
  notAvailableTo,
  pageMeta,
  serverErrorThenRetry,
  slowAnswerThenRetry,
} from '../../../storybook/page-stories';

const meta = {
  title: 'Pages/Email Templates',
  ...pageMeta,
  args: { path: '/members/automations/mailgun_templates', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const templatesPath = '*/api/admin/automations/templates/email';
const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: 'Email templates' }, settled);

export const SuperAdmin: Story = {
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    for (const template of demoDb.mailTemplates)
      await expect(rows.getByRole('rowheader', { name: template.title })).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Footer' }));
    await expect(rows.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Legal footer']);
  },
};

export const DuplicateAndDelete: Story = {
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    await userEvent.click(rows.getByRole('button', { name: 'Duplicate Weekly tips' }));
    await expect(await screen.findByText('Duplicated!', {}, settled)).toBeVisible();
    await expect(await rows.findByRole('rowheader', { name: 'Weekly tips (copy)' }, settled)).toBeVisible();
    await userEvent.click(rows.getByRole('button', { name: 'Delete Weekly tips (copy)' }));
    await userEvent.click(
      within(
        await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete it?' }),
      ).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(
      () => expect(rows.queryByRole('rowheader', { name: 'Weekly tips (copy)' })).toBeNull(),
      settled,
    );
  },
};

export const RawTemplatesAndBack: Story = {
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Raw templates' }));
    const raw = within(await canvas.findByRole('table', { name: 'Raw email templates' }, settled));
    await expect(await raw.findByText('stride-200', {}, settled)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to automations' }));
    await expect(await canvas.findByRole('table', { name: 'Automations' }, settled)).toBeVisible();
  },
};

export const SchoolAdminMayNotOpenIt = notAvailableTo('SCHOOL_ADMIN');

const recovery: FaultRecovery = [
  'SUPERADMIN',
  templatesPath,
  async (canvas) => {
    await expect(await canvas.findByRole('table', { name: 'Email templates' }, settled)).toBeVisible();
  },
];

export const LoadFailsThenRetry = serverErrorThenRetry(...recovery);

export const NetworkFailureThenRetry = networkFailureThenRetry(...recovery);

export const SlowAnswerThenRetry = slowAnswerThenRetry(...recovery);

export const MalformedAnswer = malformedAnswer('SUPERADMIN', templatesPath);
