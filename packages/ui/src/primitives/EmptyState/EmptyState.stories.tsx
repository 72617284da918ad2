import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '../../icons/Icon';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Primitives/EmptyState',
  tags: ['autodocs'],
  component: EmptyState,
  args: { title: 'No notices yet' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'No notices yet' }),
    ).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: { description: 'Posts from the school, parents and the council will appear here.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Posts from the school, parents and the council will appear here.'),
    ).toBeVisible();
  },
};

export const WithIconAndAction: Story = {
  args: {
    icon: <Icon name="noticeboard" />,
    description: 'Write the first post for your school community.',
    action: <Button onClick={fn()}>New post</Button>,
  },
};

/** Tab reaches the action (a test: the WithIconAndAction story stays untouched). */
export const TabReachesTheAction: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...WithIconAndAction.args },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'New post' })).toHaveFocus();
  },
};

/** Inside a section whose heading is an h2, the empty state's title steps down. */
export const NestedHeading: Story = {
  args: { headingLevel: 3, title: 'No pupils match the filter' },
  render: (args) => (
    <section aria-labelledby="pupils-title">
      <h2 id="pupils-title">Pupils</h2>
      <EmptyState {...args} />
    </section>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 3, name: 'No pupils match the filter' }),
    ).toBeVisible();
  },
};
