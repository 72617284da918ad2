import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoDb } from '@stride/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { settled } from '../../storybook/console-stories';
import { stopTheClock } from '../../storybook/demo-clock';
import {
  type FaultRecovery,
  malformedAnswer,
  networkFailureThenRetry,
  pageMeta,
  serverErrorThenRetry,
  slowAnswerThenRetry,
} from '../../storybook/page-stories';

const meta = {
  title: 'Pages/Notice Templates',
  ...pageMeta,
  args: { path: '/members/automations/notice_templates', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const templatesPath = '*/api/admin/automations/templates/notices';
const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: 'Notice templates' }, settled);

export const SuperAdmin: Story = {
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    for (const template of demoDb.noticeTemplates)
      await expect(rows.getByRole('rowheader', { name: template.template_title })).toBeVisible();
    await expect(
      rows.getByRole('rowheader', { name: 'Walk to School Week' }).closest('tr'),
    ).toHaveTextContent('School level');
  },
};

export const DeleteATemplateInUse: Story = {
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    await userEvent.click(rows.getByRole('button', { name: 'Delete Walk to School Week' }));
    await userEvent.click(
      within(
        await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete it?' }),
      ).getByRole('button', { name: 'Yes' }),
    );
    await expect(
      await screen.findByText('One ore more automations used this template.!', {}, settled),
    ).toBeVisible();
    await expect(rows.getByRole('rowheader', { name: 'Walk to School Week' })).toBeVisible();
  },
};

export const DeleteATemplate: Story = {
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    await userEvent.click(rows.getByRole('button', { name: 'Delete Clean Air Day' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(rows.queryByRole('rowheader', { name: 'Clean Air Day' })).toBeNull(), settled);
  },
};

export const EditInTheEditorModal: Story = {
  // The calendar stands still, so the saved template's 'updated' time is the same on every run.
  beforeEach: stopTheClock,
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    await userEvent.click(rows.getByRole('button', { name: 'Edit Welcome back' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Welcome back' }));
    const title = await modal.findByRole('textbox', { name: /Template title/ }, settled);
    await expect(title).toHaveValue('Welcome back');
    // The audience offers the post editor's schools and years.
    const schools = modal.getByRole('group', { name: 'Schools' });
    await waitFor(() => expect(within(schools).getAllByRole('checkbox').length).toBeGreaterThan(1), settled);
    const years = modal.getByRole('group', { name: 'School years' });
    await waitFor(
      () => expect(within(years).getByRole('checkbox', { name: 'Reception' })).toBeVisible(),
      settled,
    );
    await userEvent.click(within(schools).getAllByRole('checkbox')[0]!);
    await userEvent.click(within(years).getByRole('checkbox', { name: 'Reception' }));
    await userEvent.clear(title);
    await userEvent.type(title, 'Welcome back to school');
    await userEvent.click(modal.getByRole('button', { name: 'Save template' }));
    await expect(
      await rows.findByRole('rowheader', { name: 'Welcome back to school' }, settled),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), settled);
    const saved = demoDb.noticeTemplates.find((template) => template.id === 1)!;
    await expect(saved.template_title).toBe('Welcome back to school');
    await expect(saved.post).toMatchObject({ school_years: [0] });
    await expect((saved.post as { schools: unknown[] }).schools).toHaveLength(1);
  },
};

const recovery: FaultRecovery = [
  'SUPERADMIN',
  templatesPath,
  async (canvas) => {
    await expect(await canvas.findByRole('table', { name: 'Notice templates' }, settled)).toBeVisible();
  },
];

export const LoadFailsThenRetry = serverErrorThenRetry(...recovery);

export const NetworkFailureThenRetry = networkFailureThenRetry(...recovery);

export const SlowAnswerThenRetry = slowAnswerThenRetry(...recovery);

export const MalformedAnswer = malformedAnswer('SUPERADMIN', templatesPath);
