import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inPageLink } from '../../navigation/in-page-link';
import { storyMenu } from './menu-fixtures';
import { SideMenu } from './SideMenu';

const superAdminItems = storyMenu('SUPERADMIN');

const meta = {
  title: 'Components/SideMenu',
  tags: ['autodocs'],
  component: SideMenu,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ width: 88, height: 720 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    brand: { name: 'Stride' },
    items: superAdminItems,
    activeKey: 'home',
    onNavigate: fn(),
    renderLink: inPageLink(),
  },
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main menu' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(superAdminItems.map((i) => i.label));
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A link hands its item to onNavigate (a test: the Default story stays untouched). */
export const NavigateCallsOnNavigate: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await Default.play?.(context);
    const nav = within(context.canvasElement).getByRole('navigation', { name: 'Main menu' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Maps' }));
    await expect(context.args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ key: 'maps' }));
  },
};

// Rules: layout.brand.organisation
export const SchoolWithLogo: Story = {
  args: {
    brand: {
      name: 'Greenfield Primary School',
      href: '/members/account',
      logoUrl:
        'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"%3E%3Ccircle cx="5" cy="5" r="4" fill="teal"/%3E%3C/svg%3E',
    },
    items: superAdminItems.slice(0, 5),
    activeKey: 'metrics',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Greenfield Primary School')).toBeVisible();
    // The organisation's logo above its name (decorative: the name says it).
    const brand = within(canvasElement).getByRole('link', { name: 'Greenfield Primary School, Account' });
    await expect(brand.querySelector('img')).toHaveAttribute('src', expect.stringContaining('circle'));
    // The brand is the way to the admin's own account.
    await expect(
      within(canvasElement).getByRole('link', { name: 'Greenfield Primary School, Account' }),
    ).toHaveAttribute('href', '/members/account');
    await expect(within(canvasElement).getByRole('link', { name: 'Metrics' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const KeyboardNavigation: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Notice Board' })).toHaveFocus();
  },
};

export const UnreadInbox: Story = {
  args: {
    items: superAdminItems.map((item) => (item.key === 'admin_messages' ? { ...item, unread: 4 } : item)),
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main menu' });
    await expect(within(nav).getByRole('link', { name: 'Inbox 4 unread' })).toBeVisible();
  },
};

export const NothingUnread: Story = {
  args: {
    items: superAdminItems.map((item) => (item.key === 'admin_messages' ? { ...item, unread: 0 } : item)),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Inbox' })).toBeVisible();
  },
};
