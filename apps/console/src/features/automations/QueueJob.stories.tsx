import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { settled } from '../../storybook/console-stories';
import { pageMeta } from '../../storybook/page-stories';
import { atTheStoryMoment } from '../../storybook/demo-clock';
import { chooseOption, reloadAndWait } from '../../storybook/round-trip-stories';

/** The Automation Jobs modal queues a run of an automation through storeJob (ADR 0109). */
const meta = {
  title: 'Pages/Automations/Jobs queue',
  ...pageMeta,
  // The automation list counts next runs from now: the browser's clock stands at the demo backend's.
  beforeEach: atTheStoryMoment(pageMeta.beforeEach),
  args: { path: '/members/automations', role: null },
  globals: { role: 'SUPERADMIN' },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const automation = 'Weekly travel tips for parents';

const openJobs = async (canvasElement: HTMLElement) => {
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: 'Automation Jobs' }, settled),
  );
  const dialog = within(await screen.findByRole('dialog', { name: 'Automation Jobs' }));
  await dialog.findByRole('table', { name: 'Automation jobs' }, settled);
  return dialog;
};

/** The newest job of the automation: the first of its rows (the list is newest first). */
const newestJobOf = async (dialog: ReturnType<typeof within>) =>
  within((await dialog.findAllByRole('row', { name: new RegExp(automation) }, settled))[0]!);

export const QueueAJob: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement, step }) => {
    await step('an empty form says what is missing', async () => {
      const dialog = await openJobs(canvasElement);
      await userEvent.click(dialog.getByRole('button', { name: 'Queue job' }));
      await expect(await dialog.findByText('Choose an automation')).toBeVisible();
      await expect(dialog.getByText('Choose the day it runs from')).toBeVisible();
    });
    await step('queued: PENDING at the top of the list at once', async () => {
      const dialog = within(screen.getByRole('dialog', { name: 'Automation Jobs' }));
      await chooseOption(dialog.getByRole('combobox', { name: /Automation/ }), automation);
      await userEvent.type(dialog.getByLabelText(/From date/), '2026-12-01');
      await userEvent.click(dialog.getByRole('button', { name: 'Queue job' }));
      await expect(await screen.findByText('Saved', {}, settled)).toBeVisible();
      const row = await newestJobOf(dialog);
      await expect(row.getByText('PENDING')).toBeVisible();
      await expect(row.getByText('2026-12-01')).toBeVisible();
      await waitFor(() => expect(dialog.getByLabelText(/From date/)).toHaveValue(''), settled);
    });
    await step('after a reload: still queued', async () => {
      await reloadAndWait(canvasElement);
      const row = await newestJobOf(await openJobs(canvasElement));
      await expect(row.getByText('PENDING')).toBeVisible();
      await expect(row.getByText('2026-12-01')).toBeVisible();
    });
  },
};
