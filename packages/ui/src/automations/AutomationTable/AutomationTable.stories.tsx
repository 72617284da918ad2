import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AutomationTable } from './AutomationTable';
import { automationRows } from './automation-rows';
import { tabTo } from '../../storybook/keyboard';
import { pressRetryAfter } from '../../storybook/retry-story';

const meta = {
  title: 'Components/AutomationTable',
  tags: ['autodocs'],
  component: AutomationTable,
  args: {
    automations: automationRows,
    onEdit: fn(),
    onLaunch: fn(),
    onStats: fn(),
    onDuplicate: fn(),
    onUpcomingSchedule: fn(),
    onDelete: fn(async () => undefined),
    onStatusChange: fn(async () => undefined),
  },
} satisfies Meta<typeof AutomationTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]?.textContent);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole('table'))
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.replace(/[↕▲▼]/g, '').trim()),
    ).toEqual([
      'Id',
      'Status',
      'Name',
      'Type',
      'Description',
      'When to check',
      'Stats',
      'Created',
      'Updated',
      'Actions',
    ]);
    await expect(names(canvasElement)).toEqual([
      'App login streak',
      'Cycling parents newsletter',
      'Daily Slack stats',
      'Hide old notices',
      'Weekly travel tips for parents',
      'Welcome new parents',
    ]);
    await expect(canvas.getByText('Every Monday at 10am in Sep-Jul')).toBeVisible();
    await expect(canvas.getByText('On ACCOUNT_CREATED')).toBeVisible();
  },
};

export const SearchAndTypeFilter: Story = {
  tags: ['!dev'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'onboarding');
    await expect(names(canvasElement)).toEqual(['Welcome new parents']);
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Type' }));
    await expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'All',
      'cron',
      'manual',
      'event',
      'script',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'script' }));
    await expect(names(canvasElement)).toEqual(['Hide old notices']);
  },
};

export const ManualLaunchAndStats: Story = {
  tags: ['!dev'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('switch', { name: 'Active: Cycling parents newsletter' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Manual Launch Cycling parents newsletter' }));
    await expect(args.onLaunch).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Stats of Daily Slack stats' }));
    await expect(args.onStats).toHaveBeenCalledWith(expect.objectContaining({ id: 6 }));
  },
};

export const StatusToggleAsksFirst: Story = {
  tags: ['!dev'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Active: App login streak' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to change status?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await expect(args.onStatusChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('switch', { name: 'Active: Weekly travel tips for parents' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() =>
      expect(args.onStatusChange).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), false),
    );
  },
};

/** Edit and the row's menu report the automation (a test). */
export const RowActions: Story = {
  tags: ['!dev'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Hide old notices' }));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }));
    await userEvent.click(canvas.getByRole('button', { name: 'More actions for Hide old notices' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
    await expect(args.onDuplicate).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }));
    await userEvent.click(canvas.getByRole('button', { name: 'More actions for Hide old notices' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Upcoming schedule' }));
    await expect(args.onUpcomingSchedule).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Hide old notices' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete Hide old notices?' })).getByRole(
        'button',
        { name: 'Yes' },
      ),
    );
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 4 })));
  },
};

/**
 * Keyboard only: Space on a status switch asks first and No (focused) gives focus back to the
 * switch; the row's More menu opens with Enter on its first item, arrows move, Enter runs an item,
 * Escape closes it without running one, and focus is back on More each time.
 */
export const ByKeyboard: Story = {
  tags: ['!dev'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Active: App login streak' });
    await tabTo(toggle);
    await userEvent.keyboard(' ');
    const question = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to change status?',
    });
    await waitFor(() => expect(within(question).getByRole('button', { name: 'No' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onStatusChange).not.toHaveBeenCalled();
    await waitFor(() => expect(toggle).toHaveFocus());

    const more = canvas.getByRole('button', { name: 'More actions for Hide old notices' });
    await tabTo(more);
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Duplicate' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Upcoming schedule' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onUpcomingSchedule).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(more).toHaveFocus());

    await userEvent.keyboard(' ');
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(args.onDuplicate).not.toHaveBeenCalled();
    await waitFor(() => expect(more).toHaveFocus());

    // Delete asks first; Tab from No to Yes and Enter deletes.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Delete Hide old notices' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const remove = await screen.findByRole('alertdialog', { name: 'Delete Hide old notices?' });
    await waitFor(() => expect(within(remove).getByRole('button', { name: 'No' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 4 })));
  },
};

export const Loading: Story = { args: { loading: true, automations: [] } };

export const Empty: Story = {
  args: { automations: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No automations match.')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { error: 'The automations could not be loaded.', onRetry: fn() },
};

/** Retry calls onRetry (a test: the LoadFailed story stays untouched). */
export const RetryCallsOnRetry: Story = {
  tags: ['!dev'],
  args: { ...LoadFailed.args },
  play: pressRetryAfter(LoadFailed),
};
