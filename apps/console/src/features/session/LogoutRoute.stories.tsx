import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { draftStorageKey } from '../../drafts/editor-drafts';
import { logoutInAnotherTab } from '../../session/logout-elsewhere';
import { sessionStorageKeys } from '../../session/session-atoms';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { settled } from '../../storybook/console-stories';
import { pageMeta } from '../../storybook/page-stories';

const meta = {
  title: 'Pages/Logout',
  ...pageMeta,
  args: { path: '/members/home', role: null },
  globals: { role: 'SCHOOL_ADMIN' },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const loginHeading = { name: 'Log in to the Stride console' };

async function changeTheAccount(canvas: ReturnType<typeof within>) {
  const account = within(await canvas.findByRole('form', { name: 'Account' }, settled));
  await userEvent.type(account.getByRole('textbox', { name: 'School Name' }), ' (draft)');
}

export const LogoutInAnotherTabLogsOutThisOne: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Home' }, settled)).toBeVisible();
    logoutInAnotherTab();
    await expect(await canvas.findByRole('heading', loginHeading, settled)).toBeVisible();
    await expect(localStorage.getItem(sessionStorageKeys.token)).toBeNull();
  },
};

export const LogoutInAnotherTabWhileEditing: Story = {
  tags: ['!dev', '!autodocs'],
  args: { path: '/members/account' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await changeTheAccount(canvas);
    await waitFor(() => expect(localStorage.getItem(draftStorageKey('account'))).toContain('(draft)'));
    logoutInAnotherTab();
    // Login at once, with no question about leaving: the other tab ended the session and its drafts.
    await expect(await canvas.findByRole('heading', loginHeading, settled)).toBeVisible();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(localStorage.getItem(draftStorageKey('account'))).toBeNull();
  },
};

export const LogoutHereAsksFirstWithUnsavedChanges: Story = {
  tags: ['!dev', '!autodocs'],
  args: { path: '/members/account' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await changeTheAccount(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    await expect(await canvas.findByRole('heading', loginHeading, settled)).toBeVisible();
    await expect(localStorage.getItem(draftStorageKey('account'))).toBeNull();
  },
};
