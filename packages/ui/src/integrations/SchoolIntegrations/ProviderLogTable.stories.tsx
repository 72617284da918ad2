import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProviderLogTable } from './ProviderLogTable';
import { providerLogs } from './integrations.sample';

const meta = {
  title: 'Components/ProviderLogTable',
  tags: ['autodocs'],
  component: ProviderLogTable,
  args: { logs: providerLogs },
} satisfies Meta<typeof ProviderLogTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Provider log' }));
    await expect(table.getByText('Synced 40 pupils')).toBeVisible();
    // Told from the stories' moment (2026-11-24 10:00), the exact time its description.
    await expect(table.getByText('5 days ago')).toHaveAccessibleDescription('2026-11-19 06:00');
  },
};

export const Empty: Story = {
  args: { logs: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The log is empty')).toBeVisible();
  },
};
