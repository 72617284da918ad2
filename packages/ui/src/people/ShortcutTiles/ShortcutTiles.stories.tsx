import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { signupShortcutsFor, type Role } from '@stride/domain';
import { ShortcutTiles, type ShortcutTilesProps } from './ShortcutTiles';
import { roleArgType } from '../../storybook/arg-types';

/** A story picks a role; the tiles are what the console gives that role. */
type StoryArgs = Omit<ShortcutTilesProps, 'tiles'> & { role: Role };

const meta = {
  title: 'Components/ShortcutTiles',
  tags: ['autodocs'],
  argTypes: { role: roleArgType },
  component: ShortcutTiles,
  args: { role: 'SCHOOL_ADMIN', search: '?term=CURRENT' },
  render: ({ role, ...args }) => <ShortcutTiles {...args} tiles={signupShortcutsFor(role)} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SchoolAdmin: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'User lists' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/members/users/pupils?term=CURRENT',
      '/members/users/parents?term=CURRENT',
      '/members/users/staff?term=CURRENT',
    ]);
    await expect(within(nav).getByRole('link', { name: /Parents/ })).toBeVisible();
  },
};

export const MultiSchoolAdmin: Story = {
  args: { role: 'MULTI_SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(3);
  },
};

/** Super, council and product admins get no tiles. */
export const CouncilAdmin: Story = {
  args: { role: 'COUNCIL_ADMIN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};
