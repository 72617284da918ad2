import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '../../icons/Icon';
import { Tile } from './Tile';
import { inPageLink } from '../../navigation/in-page-link';

const meta = {
  title: 'Primitives/Tile',
  tags: ['autodocs'],
  component: Tile,
  args: { title: 'Pupils', href: '#pupils' },
} satisfies Meta<typeof Tile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName('Pupils');
    await expect(links[0]).toHaveAttribute('href', '#pupils');
  },
};

export const WithDescriptionAndIcon: Story = {
  args: { description: 'See and edit every pupil of the school.', icon: <Icon name="users" /> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Pupils' });
    await expect(link).toHaveAccessibleDescription('See and edit every pupil of the school.');
  },
};

export const KeyboardFocus: Story = {
  tags: ['!dev', '!autodocs'],
  args: { description: 'See and edit every pupil of the school.' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Pupils' })).toHaveFocus();
  },
};

// Stands in for the console router's navigate().
const navigate = fn();

/** A router link instead of `<a href>`: the tile hands its props to `renderLink`. */
export const WithRouterLink: Story = {
  args: {
    title: 'Parents',
    href: '/members/sign-ups/parents',
    description: 'See and edit every parent account.',
    renderLink: inPageLink(navigate),
  },
  beforeEach: () => {
    navigate.mockClear();
  },
};

/** A click on the tile goes through the router (a test: the WithRouterLink story stays untouched). */
export const RouterLinkNavigates: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...WithRouterLink.args },
  beforeEach: WithRouterLink.beforeEach,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Parents' }));
    await expect(navigate).toHaveBeenCalledWith('/members/sign-ups/parents');
  },
};

/** The sign-ups page: shortcut tiles, the whole card clickable. */
export const Grid: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 16 }}>
      <Tile
        {...args}
        title="Pupils"
        href="#pupils"
        description="Every pupil of the school."
        icon={<Icon name="users" />}
      />
      <Tile
        {...args}
        title="Parents"
        href="#parents"
        description="Parent accounts and their children."
        icon={<Icon name="users" />}
      />
      <Tile
        {...args}
        title="Staff"
        href="#staff"
        description="Teachers and school staff."
        icon={<Icon name="users" />}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Pupils', 'Parents', 'Staff']);
  },
};
