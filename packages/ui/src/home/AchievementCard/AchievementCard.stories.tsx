import type { Meta, StoryObj } from '@storybook/react-vite';
import { achievementStatus, type Achievement } from '@stride/domain';
import { expect, within } from 'storybook/test';
import { AchievementCard } from './AchievementCard';

const parents = (currentValue: number): Achievement => ({
  description: 'Register the parents of your pupils',
  units: 'parents',
  currentValue,
  ctaLabel: 'See sign-ups',
  route: '/members/signups',
  levels: [
    { goalValue: 100, goalText: '25% of parents registered' },
    { goalValue: 200, goalText: '50% of parents registered' },
    { goalValue: 300, goalText: '75% of parents registered' },
  ],
});

const meta = {
  title: 'Components/AchievementCard',
  tags: ['autodocs'],
  component: AchievementCard,
  args: { achievement: achievementStatus(parents(240)) },
} satisfies Meta<typeof AchievementCard>;

export default meta;
type Story = StoryObj<typeof meta>;

// Rules: home.dashboard.achievements, home.achievement.target, home.achievement.progress, home.dashboard.achievement-call-to-action
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Register the parents of your pupils' });
    await expect(within(card).getByText('Next: 75% of parents registered')).toBeVisible();
    await expect(within(card).getByText('240 of 300 parents · level 2 of 3')).toBeVisible();
    await expect(
      within(card).getByRole('progressbar', { name: 'Register the parents of your pupils progress' }),
    ).toHaveAttribute('aria-valuenow', '66');
    await expect(within(card).getByRole('link', { name: 'See sign-ups' })).toHaveAttribute(
      'href',
      '/members/signups',
    );
  },
};

export const NotStarted: Story = {
  args: { achievement: achievementStatus(parents(20)) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Next: 25% of parents registered')).toBeVisible();
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  },
};

// Rules: home.dashboard.achievements, home.achievement.completed
export const Completed: Story = {
  args: { achievement: achievementStatus(parents(320)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Completed')).toBeVisible();
    await expect(canvas.getByText('Every level reached: 75% of parents registered')).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

// Rules: home.dashboard.achievement-call-to-action
export const ExternalLink: Story = {
  args: {
    achievement: achievementStatus({
      description: 'Register your staff',
      units: 'staff',
      currentValue: 12,
      ctaLabel: 'Share the staff link',
      link: 'https://stride.example/guides/staff-sign-ups',
      levels: [
        { goalValue: 10, goalText: '25% of staff registered' },
        { goalValue: 20, goalText: '50% of staff registered' },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Share the staff link' });
    await expect(link).toHaveAttribute('href', 'https://stride.example/guides/staff-sign-ups');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const WithoutCallToAction: Story = {
  args: {
    achievement: achievementStatus({
      description: 'Keep going',
      currentValue: 1,
      levels: [{ goalValue: 2, goalText: 'Two' }],
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).not.toBeInTheDocument();
  },
};
