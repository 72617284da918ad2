import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddressList } from './AddressList';
import { pressRetryAfter } from '../../storybook/retry-story';

const addresses = [
  {
    id: 8,
    name: 'Main site',
    address_line_1: '1 Hill Road',
    city: 'London',
    postcode: 'NW5 1AA',
    country: 'United Kingdom',
    latitude: 51.55,
    longitude: -0.14,
  },
  { id: 9, name: 'Annexe' },
];

const meta = {
  title: 'Components/AddressList',
  tags: ['autodocs'],
  component: AddressList,
  args: { addresses, onEdit: fn(), onRetry: fn() },
} satisfies Meta<typeof AddressList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Current addresses' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('1 Hill Road, London, NW5 1AA, United Kingdom')).toBeVisible();
    await expect(canvas.getByText('No street address')).toBeVisible();
  },
};

/** Edit hands its address to onEdit (a test: the Default story stays untouched). */
export const EditCallsOnEdit: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await Default.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Annexe' }));
    await expect(context.args.onEdit).toHaveBeenCalledWith(addresses[1]);
  },
};

export const Empty: Story = {
  args: { addresses: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No addresses yet' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading addresses');
  },
};

export const LoadFailed: Story = {
  args: { error: 'Server Error' },
};

/** Retry calls onRetry (a test: the LoadFailed story stays untouched). */
export const RetryCallsOnRetry: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...LoadFailed.args },
  play: pressRetryAfter(LoadFailed),
};
