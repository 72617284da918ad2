import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HomeAlerts } from './HomeAlerts';

const meta = {
  title: 'Components/HomeAlerts',
  tags: ['autodocs'],
  component: HomeAlerts,
  args: {
    alerts: [
      {
        id: 1,
        title: 'Walk to School Week',
        message: 'Walk to School Week starts on Monday: post a notice to your parents.',
        type: 'info',
      },
      {
        id: 2,
        title: 'Travel plan review due',
        message: 'Your school travel plan is due for its yearly review this month.',
        type: 'warning',
      },
      { id: 3, title: null, message: 'Termly council reports can now be downloaded.', type: 'success' },
    ],
    onDismiss: fn(),
  },
  // The page removes a dismissed alert; this wrapper plays its part.
  render: function Render(args) {
    const [alerts, setAlerts] = useState(args.alerts);
    return (
      <HomeAlerts
        {...args}
        alerts={alerts}
        onDismiss={(id) => {
          args.onDismiss(id);
          setAlerts((current) => current.filter((alert) => alert.id !== id));
        }}
      />
    );
  },
} satisfies Meta<typeof HomeAlerts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Alerts' });
    await expect(within(region).getAllByRole('status')).toHaveLength(3);
    await expect(within(region).getByText('Walk to School Week')).toBeVisible();
  },
};

export const Dismiss: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss Walk to School Week' }));
    await expect(args.onDismiss).toHaveBeenCalledWith(1);
    await expect(canvas.queryByText('Walk to School Week')).not.toBeInTheDocument();
    // An alert without a title is named by its message.
    await userEvent.click(
      canvas.getByRole('button', { name: 'Dismiss Termly council reports can now be downloaded.' }),
    );
    await expect(args.onDismiss).toHaveBeenCalledWith(3);
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
  },
};

export const Empty: Story = {
  args: { alerts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Alerts' })).not.toBeInTheDocument();
  },
};
