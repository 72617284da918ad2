import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoDb } from '@stride/mocks';
import { expect, screen, userEvent } from 'storybook/test';
import { confirmedRun, failedRun, pick } from '../../storybook/action-stories';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { settled } from '../../storybook/console-stories';
import { notAvailableTo, pageMeta, serverErrorThenRetry } from '../../storybook/page-stories';

const meta = {
  title: 'Pages/Actions/Remove School',
  ...pageMeta,
  args: { path: '/members/actions/remove_school', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const school = () => demoDb.schools[0]!;

/** The school is disabled, and the reloaded list of schools says so. */
export const ConfirmAndSucceed: Story = confirmedRun((canvas) => pick(canvas, /School/, school().name), 'School has been removed', 'remove_school', async () => {
  await expect(school().status).toBe('disabled');
  await userEvent.click(screen.getByRole('combobox', { name: /School/ }));
  await expect(await screen.findByRole('option', { name: `${school().name} (disabled)` }, settled)).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
});

export const ServerFails: Story = failedRun(
  (canvas) => pick(canvas, /School/, school().name),
  'Server Error',
  async (canvas) => expect(canvas.getByRole('combobox', { name: /School/ })).toHaveTextContent(school().name),
  '*/api/admin/actions/removeSchool',
);

export const SchoolsFailThenRetry: Story = serverErrorThenRetry('SUPERADMIN', '*/api/admin/organization/orgs_groups_filtering', async (canvas) => {
  await expect(await canvas.findByRole('combobox', { name: /School/ }, settled)).toBeVisible();
});

export const SchoolAdmin: Story = notAvailableTo('SCHOOL_ADMIN');
