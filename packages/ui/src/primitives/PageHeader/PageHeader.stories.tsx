import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Primitives/PageHeader',
  tags: ['autodocs'],
  component: PageHeader,
  args: { title: 'Notice Board', description: 'Posts from the school, parents and the council.' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Notice Board' })).toBeVisible();
    await expect(canvas.getByText('Posts from the school, parents and the council.')).toBeVisible();
  },
};

export const TitleOnly: Story = {
  args: { description: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Notice Board' }),
    ).toBeVisible();
  },
};

export const WithActions: Story = {
  args: { actions: <Button onClick={fn()}>New post</Button> },
};

/** Tab reaches the header's action (a test: the WithActions story stays untouched). */
export const TabReachesTheAction: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...WithActions.args },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'New post' })).toHaveFocus();
  },
};

export const LongContent: Story = {
  args: {
    title: 'Travel Plan Metrics | Summary of sustainable travel across every school of the council',
    description:
      'Totals of users, staff, parents and children; cars, active time, distance, journeys and CO2 for the selected schools and period, with charts by fuel type, distance and travel mode.',
    actions: <Button variant="secondary">Export</Button>,
  },
};
