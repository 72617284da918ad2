import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { homeTilesFor, type Role } from '@stride/domain';
import { HomeTiles, type HomeTilesProps } from './HomeTiles';
import { roleArgType } from '../../storybook/arg-types';

/** A story picks a role; the tiles are what the console gives that role. */
type StoryArgs = Omit<HomeTilesProps, 'tiles'> & { role: Role };

const meta = {
  title: 'Components/HomeTiles',
  tags: ['autodocs'],
  argTypes: { role: roleArgType },
  component: HomeTiles,
  args: { role: 'SUPERADMIN' },
  render: ({ role, ...args }) => <HomeTiles {...args} tiles={homeTilesFor(role)} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const tileNames = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Shortcuts' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(tileNames(canvasElement)).toEqual([
      'Notice Board',
      'Travel Plan Metrics',
      'Travel Plan Maps',
      'Sign-ups & Users',
      'Councils',
      'Schools',
    ]);
    await expect(within(canvasElement).getByRole('link', { name: 'Councils' })).toHaveAttribute(
      'href',
      '/members/councils',
    );
  },
};

export const SchoolAdmin: Story = {
  args: { role: 'SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    await expect(tileNames(canvasElement)).toEqual([
      'Notice Board',
      'Travel Directory',
      'Travel Plan Metrics',
      'Travel Plan Maps',
      'Sign-ups & Users',
    ]);
    await expect(within(canvasElement).getByRole('link', { name: 'Travel Directory' })).toHaveAttribute(
      'href',
      '/members/travel_features',
    );
  },
};

export const CouncilAdmin: Story = {
  args: { role: 'COUNCIL_ADMIN' },
  play: async ({ canvasElement }) => {
    await expect(tileNames(canvasElement)).toEqual([
      'Notice Board',
      'Travel Plan Metrics',
      'Travel Plan Maps',
      'Sign-ups & Users',
      'Schools',
    ]);
  },
};

export const MultiSchoolAdmin: Story = {
  args: { role: 'MULTI_SCHOOL_ADMIN' },
  play: CouncilAdmin.play,
};
