import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GuideCard } from './GuideCard';

const meta = {
  title: 'Components/GuideCard',
  tags: ['autodocs'],
  component: GuideCard,
  args: {
    guide: {
      id: 2,
      title: 'Increase your sign-ups',
      text: 'Schools that share their link in three places reach half of their parents within a term.',
      link: 'https://stride.example/guides/sign-ups',
      linkLabel: 'Sign-up guide',
      link2: 'https://stride.example/guides/poster.pdf',
      link2Label: 'Download the poster',
      link3: 'https://stride.example/guides/letter',
      link3Label: 'Letter to parents',
    },
  },
} satisfies Meta<typeof GuideCard>;

export default meta;
type Story = StoryObj<typeof meta>;

// Rules: home.dashboard.guides
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Increase your sign-ups' });
    const links = within(card).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Sign-up guide',
      'Download the poster',
      'Letter to parents',
    ]);
    for (const link of links) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  },
};

export const OneLink: Story = {
  args: {
    guide: {
      id: 3,
      title: 'Write your travel plan',
      text: 'Use your metrics as evidence.',
      link: 'https://stride.example/plan',
      linkLabel: 'Travel plan guide',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(1);
  },
};

export const NoLinks: Story = {
  args: { guide: { id: 4, title: 'Coming soon', text: 'More guides are on their way.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).not.toBeInTheDocument();
  },
};

export const LinkWithoutLabel: Story = {
  // A link the server sent without a label is not shown as a bare address.
  args: {
    guide: {
      id: 5,
      title: 'Half a link',
      text: 'Only one link is complete.',
      link: 'https://a.example',
      link2: 'https://b.example',
      link2Label: 'Second',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Second']);
  },
};
