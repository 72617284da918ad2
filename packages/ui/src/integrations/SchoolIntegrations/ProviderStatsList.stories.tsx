import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProviderStatsList } from './ProviderStatsList';
import { providerStats } from './integrations.sample';

const meta = {
  title: 'Components/ProviderStatsList',
  tags: ['autodocs'],
  component: ProviderStatsList,
  args: { stats: providerStats },
} satisfies Meta<typeof ProviderStatsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Hill Primary (A0001)')).toBeVisible();
    const parents = within(canvas.getByRole('region', { name: 'Existing parents' }));
    await expect(parents.getByText('Validated %').nextElementSibling).toHaveTextContent('80%');
    await expect(within(canvas.getByRole('region', { name: 'Pupils' })).getByText('412')).toBeVisible();
  },
};
