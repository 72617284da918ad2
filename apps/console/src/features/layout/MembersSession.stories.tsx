import type { Meta, StoryObj } from '@storybook/react-vite';
import { expiredToken } from '@stride/mocks';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import {
  type FaultRecovery,
  malformedAnswer,
  networkFailureThenRetry,
  pageMeta,
  serverErrorThenRetry,
  slowAnswerThenRetry,
} from '../../storybook/page-stories';
import { userInfoFailed } from './MembersLayout';

// The session in the members' layout: logout, an expired token, the admin's own details failing.
// Under the layout's title (same story ids); its other stories are in MembersLayout.stories.tsx.
const meta = {
  title: 'Pages/Layout',
  ...pageMeta,
  args: { path: '/members/home', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

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
