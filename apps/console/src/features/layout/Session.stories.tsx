import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within, waitFor } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { settled } from '../../storybook/console-stories';
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
import { userInfoFailed } from './MembersLayout';
import { mainMenuOf, schoolAdminMenu } from '../../storybook/layout-stories';

/** The signed-in session: the console's start-up until the server confirms who the admin is, a stored role edited by hand, drafts the browser cannot store, logout, an expired or refused token. */
const meta = {
  title: 'Pages/Session',
  ...pageMeta,
  args: { path: '/members/home', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

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
    await expect(await mainMenuOf(canvasElement)).toEqual(schoolAdminMenu);
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
    await expect(await mainMenuOf(canvasElement)).toEqual(schoolAdminMenu);
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
