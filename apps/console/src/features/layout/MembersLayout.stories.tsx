import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within, waitFor } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { byRole, settled } from '../../storybook/console-stories';
import {
  type FaultRecovery,
  malformedAnswer,
  networkFailureThenRetry,
  pageMeta,
  serverErrorShown,
  serverErrorThenRetry,
  slowAnswerThenRetry,
  stillLoading,
} from '../../storybook/page-stories';
import { draftNotKeptMessage } from '../../drafts/DraftNotKeptNotice';
import { expiredToken } from '@stride/mocks';
import { http, HttpResponse } from 'msw';
import { homeVariants } from '@stride/domain';
import { pageNotFound } from '../../app/routes';
import { userInfoFailed } from './MembersLayout';

const meta = {
  title: 'Pages/Main layout',
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

// Rules: layout.product.notice-board, layout.product.metrics, layout.product.maps, layout.product.signups-and-users, layout.product.councils-and-schools, layout.product.inbox, layout.menu.all-roles, layout.menu.councils, layout.menu.schools, layout.menu.super-admin-only, layout.menu.narrow-black, layout.brand.product-for-super-admin, layout.banner.mobile
export const SuperAdmin: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Main menu' });
    // A narrow black column: the super admin's brand is the product's.
    await expect(nav.getBoundingClientRect().width).toBeLessThanOrEqual(100);
    await expect(getComputedStyle(nav).backgroundColor).toBe('rgb(0, 0, 0)');
    await expect(within(nav).getByRole('link', { name: 'Stride, Account' })).toBeVisible();
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

// Rules: layout.menu.all-roles, layout.menu.schools, layout.menu.councils, layout.brand.organisation
export const CouncilAdmin: Story = {
  tags: ['!dev', '!autodocs'],
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

// Rules: layout.menu.all-roles, layout.menu.schools
export const MultiSchoolAdmin: Story = {
  tags: ['!dev', '!autodocs'],
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

// Rules: layout.menu.all-roles, layout.menu.travel-directory, layout.product.travel-directory, layout.menu.schools
export const SchoolAdmin: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    await expect(await menuOf(canvasElement)).toEqual(schoolAdminMenu);
  },
};

/** The school admin's menu, what a tampered stored role must still show once the server has answered. */
const schoolAdminMenu = ['Home', 'Notice Board', 'Travel Directory', 'Metrics', 'Maps', 'Users', 'Inbox'];

/** A school admin's stored admin edited to claim SUPERADMIN, opening a super admin's page. */
const claimsSuperAdmin: Story['args'] = {
  path: '/members/school_integrations',
  tamperStoredUser: (user) => ({
    ...user,
    admin_roles: user.admin_roles.map((role) => ({ ...role, slug: 'SUPERADMIN' })),
  }),
};

/**
 * A school admin edits the stored admin to claim SUPERADMIN: nothing shows until the server's
 * refreshAdmin answers, then the menu is the school admin's and a super-admin page is refused.
 */
export const StoredRoleTamperedWith: Story = {
  tags: ['!dev', '!autodocs'],
  args: claimsSuperAdmin,
  globals: { role: 'SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/not available for your role/, {}, settled)).toBeVisible();
    await expect(await menuOf(canvasElement)).toEqual(schoolAdminMenu);
    await expect(JSON.parse(localStorage.getItem('stride.user') ?? '{}').admin_roles[0].slug).toBe(
      'SCHOOL_ADMIN',
    );
  },
};

/**
 * The same edited admin, and the server cannot say who the admin is (a 500): no menu and no page of
 * any role, only the failure with Retry and Log out; Retry brings the school admin's menu.
 */
// Rules: session.user-info.confirmed-first, session.user-info.failure-retry
export const StoredRoleTamperedWithServerDown: Story = {
  tags: ['!dev', '!autodocs'],
  args: claimsSuperAdmin,
  globals: { role: 'SCHOOL_ADMIN' },
  beforeEach: ({ msw }) =>
    msw.use(
      http.post(
        '*/api/admin/administration/refreshAdmin',
        () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
        { once: true },
      ),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const failure = await canvas.findByRole('alert', {}, settled);
    await expect(within(failure).getByText(userInfoFailed)).toBeVisible();
    await expect(
      within(failure).getByText('The server ran into a problem and could not finish. Try again in a moment.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/logout');
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Councils' })).not.toBeInTheDocument();
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByText(/not available for your role/, {}, settled)).toBeVisible();
    await expect(await menuOf(canvasElement)).toEqual(schoolAdminMenu);
  },
};

/**
 * Local storage over its quota with `room` characters left (for the console's keys): a value that
 * would take the stored characters past it is refused, as a browser does.
 */
function storageWithRoom(room: number) {
  const stored = () => {
    let total = 0;
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index)!;
      total += key.length + (localStorage.getItem(key)?.length ?? 0);
    }
    return total;
  };
  const limit = stored() + room;
  const setItem = Storage.prototype.setItem;
  const refusing = spyOn(Storage.prototype, 'setItem').mockImplementation(function (
    this: Storage,
    key: string,
    value: string,
  ) {
    const previous = this.getItem(key);
    const after =
      stored() - (previous === null ? 0 : key.length + previous.length) + key.length + value.length;
    if (key.startsWith('stride.') && after > limit)
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    setItem.call(this, key, value);
  });
  return () => refusing.mockRestore();
}

/**
 * The browser refuses to store a draft larger than the room it has left (e.g. megabytes pasted into a
 * post): the page says so politely and keeps working with the text in memory (ADR 0106).
 */
// Rules: session.storage.draft-too-large
export const DraftOverTheStorageQuota: Story = {
  tags: ['!dev', '!autodocs'],
  args: { path: '/members/noticeboard/edit/new' },
  globals: { role: 'SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByRole('textbox', { name: 'Title' }, settled);
    await userEvent.type(title, 'Frost');
    // The room left is half what the draft takes now: its next change does not fit, a smaller value would.
    const draftLength = (await waitFor(() => localStorage.getItem('stride.draft.post')!.length)) ?? 0;
    const restore = storageWithRoom(-Math.ceil(draftLength / 2));
    try {
      await userEvent.type(title, ' warning');
      await expect(await canvas.findByText(draftNotKeptMessage.title, {}, settled)).toBeVisible();
      await expect(canvas.getByText(draftNotKeptMessage['too-large'])).toBeVisible();
      await expect(title).toHaveValue('Frost warning');
      await expect(localStorage.getItem('stride.draft.post')).toBeNull();
    } finally {
      restore();
    }
  },
};

/**
 * Other data filled this browser's storage: a short draft is not kept either, and the page says the
 * storage is full, not that the draft is too large.
 */
// Rules: session.storage.draft-storage-full
export const DraftInAFullStorage: Story = {
  tags: ['!dev', '!autodocs'],
  args: { path: '/members/noticeboard/edit/new' },
  globals: { role: 'SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByRole('textbox', { name: 'Title' }, settled);
    const restore = storageWithRoom(0);
    try {
      await userEvent.type(title, 'Frost warning');
      await expect(await canvas.findByText(draftNotKeptMessage['storage-full'], {}, settled)).toBeVisible();
      await expect(canvas.queryByText(draftNotKeptMessage['too-large'])).not.toBeInTheDocument();
      await expect(title).toHaveValue('Frost warning');
    } finally {
      restore();
    }
  },
};

// Rules: session.role.admin-type, layout.menu.product-team
export const ProductTeamAdmin: Story = {
  tags: ['!dev', '!autodocs'],
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

// Rules: layout.header.title-description, layout.menu.lit-item
export const NavigateWithTheMenu: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'COUNCIL_ADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Home has a Schools tile too: this story uses the menu's.
    const menu = within(await canvas.findByRole('navigation', { name: 'Main menu' }));
    await userEvent.click(menu.getByRole('link', { name: 'Schools' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Schools' })).toBeVisible();
    await expect(canvas.getByText('The schools on the platform.')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Schools' })).toHaveAttribute('aria-current', 'page');
  },
};

/** The menu's brand (the organisation) opens the admin's own account; it is no menu item. */
// Rules: layout.brand.opens-account, layout.product.inbox
export const BrandOpensAccount: Story = {
  tags: ['!dev', '!autodocs'],
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
// Rules: session.login.lands-on-home, layout.product.home-dashboard
export const SchoolAdminHomeIsTheDashboard: Story = {
  tags: ['!dev', '!autodocs'],
  args: { path: '/members' },
  globals: { role: 'SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const performance = await canvas.findByRole('region', { name: /^Network performance/ }, settled);
    await expect(performance).toBeVisible();
    // Network performance, the sign-up links, guides and targets with progress.
    for (const figure of ['Pupils registered', 'Staff registered', 'Sustainable travel', 'Active travel'])
      await expect(await within(performance).findByRole('meter', { name: figure }, settled)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Sign-up links' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Guides' })).toBeVisible();
    const targets = canvas.getByRole('region', { name: 'Achievements' });
    await expect(within(targets).getAllByRole('progressbar').length).toBeGreaterThan(0);
    const menu = within(canvas.getByRole('navigation', { name: 'Main menu' }));
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/members/homev2');
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  },
};

// Rules: layout.menu.inbox
export const InboxUnreadInTheMenu: Story = {
  globals: { role: 'MULTI_SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    const menu = within(await within(canvasElement).findByRole('navigation', { name: 'Main menu' }));
    await expect(
      await menu.findByRole('link', { name: 'Inbox 4 unread' }, { timeout: 10_000 }),
    ).toHaveAttribute('href', '/members/admin_messages');
  },
};

// Rules: layout.not-available.message, layout.not-available.go-home
export const NotAvailableForRole: Story = {
  tags: ['!dev', '!autodocs'],
  args: { path: '/members/heatmap' },
  globals: { role: 'COUNCIL_ADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The route's page module loads first (a lazy route), which takes a while under load.
    await expect(await canvas.findByText(/not available for your role/, {}, settled)).toBeVisible();
    await expect(canvas.getByText('This page is not available for your role (Council admin).')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Journey(Heatmap) Maps' })).toBeVisible();
    // A way back beyond the menu: Home. Opened straight from the address bar, there is no page to go back to.
    await expect(canvas.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/members/home');
    await expect(canvas.queryByRole('button', { name: 'Back to the previous page' })).not.toBeInTheDocument();
  },
};

/** Reached from another page, the refusal offers Back to it as well as Home. */
// Rules: layout.not-available.back
export const NotAvailableBackToThePreviousPage: Story = {
  tags: ['!dev', '!autodocs'],
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
// Rules: layout.route.unknown-address, layout.not-found.header, layout.not-found.go-home
export const PageNotFound: Story = {
  tags: ['!dev', '!autodocs'],
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
// Rules: layout.not-found.back, layout.not-found.go-home
export const PageNotFoundBackToThePreviousPage: Story = {
  tags: ['!dev', '!autodocs'],
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

// Rules: layout.header.logout, session.logout.clears-and-goes-to-login
export const Logout: Story = {
  tags: ['!dev', '!autodocs'],
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

// Rules: session.user-info.unauthorised
export const UserInfoUnauthorised: Story = {
  tags: ['!dev', '!autodocs'],
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

// Rules: session.expiry.clears-and-goes-to-root
export const TokenExpired: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  beforeEach: ({ msw }) => msw.use(...expiredToken()),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'LOG IN' })).toBeVisible();
    await expect(localStorage.getItem('stride.token')).toBeNull();
  },
};

/**
 * More than 13600 s after the last refresh, the first answer asks for a new token; that call fails: an
 * alert says so, and the page still shows what it asked for.
 */
// Rules: session.refresh.failure-alert
export const TokenRefreshFails: Story = {
  tags: ['!dev', '!autodocs'],
  args: { path: '/members/admin_messages', tokenRefreshedAgo: 13_660_000 },
  globals: { role: 'COUNCIL_ADMIN' },
  beforeEach: ({ msw }) =>
    msw.use(
      http.post('*/api/admin/refresh-token', () =>
        HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
      ),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('Session refresh failed', {}, settled),
    ).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Inbox' }, settled)).toBeVisible();
    await expect(await canvas.findByText('Walk to School Week starts on Monday', {}, settled)).toBeVisible();
  },
};

// The admin's own details (refreshAdmin) fail at start-up: the failure with Retry in place of the
// layout (no menu, no page: both depend on the role it confirms); Retry brings the page.
const userInfoCall = '*/api/admin/administration/refreshAdmin';

/** The console while the admin's own details are still loading: nothing depends on the role yet. */
export const Loading: Story = stillLoading('COUNCIL_ADMIN', userInfoCall, (canvas) =>
  canvas.findByRole('status', { name: 'Loading the console' }, settled),
);

/** The admin's own details could not be loaded: the failure with Retry, in place of the layout. */
export const ServerError: Story = serverErrorShown('COUNCIL_ADMIN', userInfoCall);

const recovery: FaultRecovery = [
  'COUNCIL_ADMIN',
  userInfoCall,
  async (canvas) => {
    await waitFor(() => expect(canvas.queryByText(userInfoFailed)).not.toBeInTheDocument());
    await expect(canvas.getByText('London Borough of Hackney')).toBeVisible();
  },
];

// Rules: session.user-info.failure-retry
export const UserInfoFailsThenRetry: Story = {
  ...serverErrorThenRetry(...recovery),
  tags: ['!dev', '!autodocs'],
};

export const UserInfoNetworkFailureThenRetry: Story = {
  ...networkFailureThenRetry(...recovery),
  tags: ['!dev', '!autodocs'],
};

export const UserInfoSlowAnswerThenRetry: Story = {
  ...slowAnswerThenRetry(...recovery, userInfoFailed),
  tags: ['!dev', '!autodocs'],
};

export const UserInfoMalformedAnswer: Story = {
  ...malformedAnswer('COUNCIL_ADMIN', userInfoCall, userInfoFailed),
  tags: ['!dev', '!autodocs'],
};
