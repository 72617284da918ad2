import type { Meta, StoryObj } from '@storybook/react-vite';
import { expiredToken } from '@stride/mocks';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { settled } from '../../storybook/console-stories';
import {
  type FaultRecovery,
  malformedAnswer,
  networkFailureThenRetry,
  pageMeta,
  serverErrorThenRetry,
  slowAnswerThenRetry,
} from '../../storybook/page-stories';
import { userInfoFailed } from './MembersLayout';

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
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent?.replace(/\d+ unread$/, ''));
};

export const SuperAdmin: Story = {
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    await expect(await menuOf(canvasElement)).toEqual(
      [
        'Stride',
        'Home',
        'Notice Board',
        'Metrics',
        'Maps',
        'Users',
        'Councils',
        'Schools',
        'Heatmap',
        'Feedback',
        'Actions',
        'Automations',
        'Step Actions',
        'Inbox',
      ].slice(1),
    );
    await expect(
      within(canvasElement).getByText('Mobile support limited, please use desktop for best experience.'),
    ).toBeVisible();
  },
};

export const CouncilAdmin: Story = {
  globals: { role: 'COUNCIL_ADMIN' },
  play: async ({ canvasElement }) => {
    await expect(await menuOf(canvasElement)).toEqual([
      'Home',
      'Notice Board',
      'Metrics',
      'Maps',
      'Users',
      'Schools',
      'Inbox',
    ]);
    await expect(within(canvasElement).getByText('London Borough of Hackney')).toBeVisible();
  },
};

export const MultiSchoolAdmin: Story = {
  globals: { role: 'MULTI_SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    await expect(await menuOf(canvasElement)).toEqual([
      'Home',
      'Notice Board',
      'Metrics',
      'Maps',
      'Users',
      'Schools',
      'Inbox',
    ]);
  },
};

export const SchoolAdmin: Story = {
  globals: { role: 'SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    await expect(await menuOf(canvasElement)).toEqual([
      'Home',
      'Notice Board',
      'Travel Directory',
      'Metrics',
      'Maps',
      'Users',
      'Inbox',
    ]);
  },
};

export const ProductTeamAdmin: Story = {
  globals: { role: 'ADMIN' },
  play: async ({ canvasElement }) => {
    await expect(await menuOf(canvasElement)).toEqual([
      'Home',
      'Notice Board',
      'Metrics',
      'Maps',
      'Users',
      'Inbox',
    ]);
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
    await expect(
      await menu.findByRole('link', { name: 'Inbox 4 unread' }, { timeout: 10_000 }),
    ).toHaveAttribute('href', '/members/admin_messages');
  },
};

export const NotAvailableForRole: Story = {
  args: { path: '/members/heatmap' },
  globals: { role: 'COUNCIL_ADMIN' },
  play: async ({ canvasElement }) => {
    // The route's page module loads first (a lazy route), which takes a while under load.
    await expect(
      await within(canvasElement).findByText(/not available for your role/, {}, settled),
    ).toBeVisible();
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
  beforeEach: ({ msw }) =>
    msw.use(
      http.post('*/api/admin/administration/refreshAdmin', () =>
        HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
    ),
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

// The admin's own details (refreshAdmin) fail: the page stays usable under a notice with Retry.
const userInfoCall = '*/api/admin/administration/refreshAdmin';

const recovery: FaultRecovery = [
  'COUNCIL_ADMIN',
  userInfoCall,
  async (canvas) => {
    await waitFor(() => expect(canvas.queryByText(userInfoFailed)).not.toBeInTheDocument());
    await expect(canvas.getByText('London Borough of Hackney')).toBeVisible();
  },
];

export const UserInfoFailsThenRetry: Story = serverErrorThenRetry(...recovery);

export const UserInfoNetworkFailureThenRetry: Story = networkFailureThenRetry(...recovery);

export const UserInfoSlowAnswerThenRetry: Story = slowAnswerThenRetry(...recovery, userInfoFailed);

export const UserInfoMalformedAnswer: Story = malformedAnswer('COUNCIL_ADMIN', userInfoCall, userInfoFailed);
