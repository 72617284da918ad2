import type { Meta, StoryObj } from '@storybook/react-vite';
import { expiredToken } from '@stride/mocks';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { pageMeta } from '../../storybook/page-stories';

const meta = {
  title: 'Pages/Layout',
  ...pageMeta,
  args: { path: '/members/home', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const menuOf = async (canvasElement: HTMLElement) => {
  const nav = await within(canvasElement).findByRole('navigation', { name: 'Main menu' });
  // The Inbox item's unread badge arrives later; the labels are what the menu offers.
  return within(nav).getAllByRole('link').map((link) => link.textContent?.replace(/\d+ unread$/, ''));
};

export const SuperAdmin: Story = {
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    await expect(await menuOf(canvasElement)).toEqual([
      'Stride', 'Home', 'Notice Board', 'Metrics', 'Maps', 'Users', 'Councils', 'Schools', 'Heatmap', 'Feedback', 'Actions', 'Automations', 'Step Actions', 'Inbox',
    ].slice(1));
    await expect(within(canvasElement).getByText('Mobile support limited, please use desktop for best experience.')).toBeVisible();
  },
};

export const CouncilAdmin: Story = {
  globals: { role: 'COUNCIL_ADMIN' },
  play: async ({ canvasElement }) => {
    await expect(await menuOf(canvasElement)).toEqual(['Home', 'Notice Board', 'Metrics', 'Maps', 'Users', 'Schools', 'Inbox']);
    await expect(within(canvasElement).getByText('London Borough of Hackney')).toBeVisible();
  },
};

export const MultiSchoolAdmin: Story = {
  globals: { role: 'MULTI_SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    await expect(await menuOf(canvasElement)).toEqual(['Home', 'Notice Board', 'Metrics', 'Maps', 'Users', 'Schools', 'Inbox']);
  },
};

export const SchoolAdmin: Story = {
  globals: { role: 'SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    await expect(await menuOf(canvasElement)).toEqual(['Home', 'Notice Board', 'Travel Directory', 'Metrics', 'Maps', 'Users', 'Inbox']);
  },
};

export const ProductTeamAdmin: Story = {
  globals: { role: 'ADMIN' },
  play: async ({ canvasElement }) => {
    await expect(await menuOf(canvasElement)).toEqual(['Home', 'Notice Board', 'Metrics', 'Maps', 'Users', 'Inbox']);
  },
};

export const NavigateWithTheMenu: Story = {
  globals: { role: 'COUNCIL_ADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Home has a Schools tile too: this story uses the menu's.
    const menu = within(await canvas.findByRole('navigation', { name: 'Main menu' }));
    await userEvent.click(menu.getByRole('link', { name: 'Schools' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Schools' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Schools' })).toHaveAttribute('aria-current', 'page');
  },
};

export const InboxUnreadInTheMenu: Story = {
  globals: { role: 'MULTI_SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    const menu = within(await within(canvasElement).findByRole('navigation', { name: 'Main menu' }));
    await expect(await menu.findByRole('link', { name: 'Inbox 4 unread' }, { timeout: 10_000 })).toHaveAttribute('href', '/members/admin_messages');
  },
};

export const NotAvailableForRole: Story = {
  args: { path: '/members/heatmap' },
  globals: { role: 'COUNCIL_ADMIN' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/not available for your role/)).toBeVisible();
  },
};

export const Logout: Story = {
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Logout' }));
    await expect(await canvas.findByRole('button', { name: 'LOG IN' })).toBeVisible();
    await expect(localStorage.getItem('stride.token')).toBeNull();
  },
};

export const UserInfoUnauthorised: Story = {
  globals: { role: 'SUPERADMIN' },
  beforeEach: ({ msw }) => msw.use(http.post('*/api/admin/administration/refreshAdmin', () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }))),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'LOG IN' })).toBeVisible();
  },
};

export const TokenExpired: Story = {
  globals: { role: 'SUPERADMIN' },
  beforeEach: ({ msw }) => msw.use(...expiredToken()),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'LOG IN' })).toBeVisible();
    await expect(localStorage.getItem('stride.token')).toBeNull();
  },
};
