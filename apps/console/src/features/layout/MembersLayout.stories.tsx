import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within, waitFor } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { byRole, settled } from '../../storybook/console-stories';
import {
  pageMeta,
  type FaultRecovery,
  malformedAnswer,
  networkFailureThenRetry,
  serverErrorThenRetry,
  slowAnswerThenRetry,
} from '../../storybook/page-stories';
import { draftNotKeptMessage } from '../../drafts/DraftNotKeptNotice';
import { expiredToken } from '@stride/mocks';
import { http, HttpResponse } from 'msw';
import { homeVariants } from '@stride/domain';
import { pageNotFound } from '../../app/routes';
import { userInfoFailed } from './MembersLayout';

const meta = {
  title: 'Pages/Layout',
  ...pageMeta,
  args: { path: '/members/home', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The screen as the role chosen in the Role toolbar (one Chromatic capture per role). */
export const ByRole: Story = { ...byRole };

const menuOf = async (canvasElement: HTMLElement) => {
  const nav = await within(canvasElement).findByRole('navigation', { name: 'Main menu' });
  // The Inbox item's unread badge arrives later; the labels are what the menu offers. The brand
  // above the list is the way to Account, not a menu item.
  return within(within(nav).getByRole('list'))
    .getAllByRole('link')
    .map((link) => link.textContent?.replace(/\d+ unread$/, ''));
};

export const SuperAdmin: Story = {
  tags: ['!dev'],
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
    // The spec's mobile banner is for narrow screens: a desktop window does not show it.
    await expect(
      within(canvasElement).getByText('Mobile support limited, please use desktop for best experience.'),
    ).not.toBeVisible();
  },
};

export const CouncilAdmin: Story = {
  tags: ['!dev'],
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
  tags: ['!dev'],
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
  tags: ['!dev'],
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

/**
 * A school admin edits the stored admin to claim SUPERADMIN: once the server's refreshAdmin answers,
 * the menu is the school admin's again and a super-admin page is refused.
 */
export const StoredRoleTamperedWith: Story = {
  tags: ['!dev'],
  args: {
    path: '/members/school_integrations',
    tamperStoredUser: (user) => ({
      ...user,
      admin_roles: user.admin_roles.map((role) => ({ ...role, slug: 'SUPERADMIN' })),
    }),
  },
  globals: { role: 'SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/not available for your role/, {}, settled)).toBeVisible();
    await expect(await menuOf(canvasElement)).toEqual([
      'Home',
      'Notice Board',
      'Travel Directory',
      'Metrics',
      'Maps',
      'Users',
      'Inbox',
    ]);
    await expect(JSON.parse(localStorage.getItem('stride.user') ?? '{}').admin_roles[0].slug).toBe(
      'SCHOOL_ADMIN',
    );
  },
};

/**
 * The browser refuses to store a draft (over its quota, e.g. megabytes pasted into a post): the page
 * says so politely and keeps working with the text in memory (ADR 0106).
 */
export const DraftOverTheStorageQuota: Story = {
  tags: ['!dev'],
  args: { path: '/members/noticeboard/edit/new' },
  globals: { role: 'SCHOOL_ADMIN' },
  beforeEach: () => {
    const setItem = Storage.prototype.setItem;
    const refusing = spyOn(Storage.prototype, 'setItem').mockImplementation(function (
      this: Storage,
      key: string,
      value: string,
    ) {
      if (key.startsWith('stride.draft.'))
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    return () => refusing.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByRole('textbox', { name: 'Title' }, settled);
    await userEvent.type(title, 'Frost warning');
    await expect(await canvas.findByText(draftNotKeptMessage.title, {}, settled)).toBeVisible();
    await expect(canvas.getByText(draftNotKeptMessage.body)).toBeVisible();
    await expect(title).toHaveValue('Frost warning');
    await expect(localStorage.getItem('stride.draft.post')).toBeNull();
  },
};

export const ProductTeamAdmin: Story = {
  tags: ['!dev'],
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
  tags: ['!dev'],
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

/** The menu's brand (the organisation) opens the admin's own account; it is no menu item. */
export const BrandOpensAccount: Story = {
  tags: ['!dev'],
  globals: { role: 'COUNCIL_ADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = within(await canvas.findByRole('navigation', { name: 'Main menu' }));
    await userEvent.click(menu.getByRole('link', { name: /, Account$/ }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /Local Authority Name/ }, settled)).toBeVisible();
  },
};

/** A school admin's Home is the dashboard of its school (ADR 0111): /members and the menu's Home open it. */
export const SchoolAdminHomeIsTheDashboard: Story = {
  tags: ['!dev'],
  args: { path: '/members' },
  globals: { role: 'SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: /^Network performance/ }, settled)).toBeVisible();
    const menu = within(canvas.getByRole('navigation', { name: 'Main menu' }));
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/members/homev2');
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
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
  tags: ['!dev'],
  args: { path: '/members/heatmap' },
  globals: { role: 'COUNCIL_ADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The route's page module loads first (a lazy route), which takes a while under load.
    await expect(await canvas.findByText(/not available for your role/, {}, settled)).toBeVisible();
    // A way back beyond the menu: Home. Opened straight from the address bar, there is no page to go back to.
    await expect(canvas.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/members/home');
    await expect(canvas.queryByRole('button', { name: 'Back to the previous page' })).not.toBeInTheDocument();
  },
};

/** Reached from another page, the refusal offers Back to it as well as Home. */
export const NotAvailableBackToThePreviousPage: Story = {
  tags: ['!dev'],
  args: { path: '/members/heatmap', history: ['/members/admin_messages'] },
  globals: { role: 'COUNCIL_ADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/not available for your role/, {}, settled)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the previous page' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Inbox' }, settled)).toBeVisible();
  },
};

/**
 * An address that is no page: the header says "Page not found" with its own line (not Home's), no menu
 * item is lit, and the page offers Home (the role's own) instead of leaving the admin to the menu.
 */
export const PageNotFound: Story = {
  tags: ['!dev'],
  args: { path: '/members/no-such-page' },
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Page not found' }, settled),
    ).toBeVisible();
    await expect(canvas.getByText(pageNotFound.description)).toBeVisible();
    await expect(canvas.queryByText(homeVariants[0].description)).not.toBeInTheDocument();
    const menu = within(canvas.getByRole('navigation', { name: 'Main menu' }));
    for (const link of menu.getAllByRole('link')) await expect(link).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/members/home');
    await expect(canvas.queryByRole('button', { name: 'Back to the previous page' })).not.toBeInTheDocument();
  },
};

/** A school admin follows an old link from the Inbox: Back returns to it, Home is the school's dashboard. */
export const PageNotFoundBackToThePreviousPage: Story = {
  tags: ['!dev'],
  args: { path: '/members/no-such-page', history: ['/members/admin_messages'] },
  globals: { role: 'SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Page not found' }, settled),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/members/homev2');
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the previous page' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Inbox' }, settled)).toBeVisible();
  },
};

// The session: logout, an expired token, the admin's own details failing.

export const Logout: Story = {
  tags: ['!dev'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const token = JSON.parse(localStorage.getItem('stride.token') ?? 'null') as string;
    await userEvent.click(await canvas.findByRole('button', { name: 'Logout' }));
    await expect(await canvas.findByRole('button', { name: 'LOG IN' })).toBeVisible();
    await expect(localStorage.getItem('stride.token')).toBeNull();
    // Logout told the (demo) server, which now refuses the old token (ADR 0106).
    const answer = await fetch('/api/admin/administration/refreshAdmin', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    await expect(answer.status).toBe(401);
  },
};

export const UserInfoUnauthorised: Story = {
  tags: ['!dev'],
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
  tags: ['!dev'],
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

export const UserInfoFailsThenRetry: Story = { ...serverErrorThenRetry(...recovery), tags: ['!dev'] };

export const UserInfoNetworkFailureThenRetry: Story = {
  ...networkFailureThenRetry(...recovery),
  tags: ['!dev'],
};

export const UserInfoSlowAnswerThenRetry: Story = {
  ...slowAnswerThenRetry(...recovery, userInfoFailed),
  tags: ['!dev'],
};

export const UserInfoMalformedAnswer: Story = {
  ...malformedAnswer('COUNCIL_ADMIN', userInfoCall, userInfoFailed),
  tags: ['!dev'],
};
