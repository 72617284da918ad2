import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AutomationTable } from './AutomationTable';
import { automationRows } from './automation-rows';

const meta = {
  title: 'Components/AutomationTable',
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

const names = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('table')).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[2]?.textContent);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('table')).getAllByRole('columnheader').map((header) => header.textContent?.replace(/[↕▲▼]/g, '').trim())).toEqual(['Id', 'Status', 'Name', 'Type', 'Description', 'When to check', 'Stats', 'Created', 'Updated', 'Actions']);
    await expect(names(canvasElement)).toEqual(['App login streak', 'Cycling parents newsletter', 'Daily Slack stats', 'Hide old notices', 'Weekly travel tips for parents', 'Welcome new parents']);
    await expect(canvas.getByText('Every Monday at 10am in Sep-Jul')).toBeVisible();
    await expect(canvas.getByText('On ACCOUNT_CREATED')).toBeVisible();
  },
};

export const SearchAndTypeFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'onboarding');
    await expect(names(canvasElement)).toEqual(['Welcome new parents']);
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Type' }));
    await expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['All', 'cron', 'manual', 'event', 'script']);
    await userEvent.click(screen.getByRole('option', { name: 'script' }));
    await expect(names(canvasElement)).toEqual(['Hide old notices']);
  },
};

export const ManualLaunchAndStats: Story = {
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
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Active: App login streak' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to change status?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await expect(args.onStatusChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('switch', { name: 'Active: Weekly travel tips for parents' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(args.onStatusChange).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), false));
  },
};

export const RowActions: Story = {
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
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Delete Hide old notices?' })).getByRole('button', { name: 'Yes' }));
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
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
