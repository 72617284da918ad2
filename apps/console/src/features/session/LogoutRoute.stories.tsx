import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RouteObject } from 'react-router-dom';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { routes } from '../../app/routes';
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

/** The console's routes with Login's code arriving `ms` late, as over a slow network the first time a visit shows Login. */
function withSlowLogin(tree: RouteObject[], ms: number): RouteObject[] {
  return tree.map((route): RouteObject => {
    if (route.path === '/' && typeof route.lazy === 'function') {
      const load = route.lazy;
      return { ...route, lazy: () => new Promise((done) => setTimeout(done, ms)).then(load) } as RouteObject;
    }
    return route.children
      ? ({ ...route, children: withSlowLogin(route.children, ms) } as RouteObject)
      : route;
  });
}

/**
 * Logged out in another tab while Login's code is still on its way: the console asks for Login once and
 * waits for it, rather than asking again at every redraw while it loads (React's "Maximum update depth
 * exceeded": the page kept itself busy until Login arrived).
 */
export const LogoutInAnotherTabWhileLoginLoads: Story = {
  tags: ['!dev', '!autodocs'],
  args: { routeTree: withSlowLogin(routes, 1_500) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Home' }, settled)).toBeVisible();
    const errors = spyOn(console, 'error');
    try {
      logoutInAnotherTab();
      await expect(await canvas.findByRole('heading', loginHeading, settled)).toBeVisible();
      const loops = errors.mock.calls.filter(([message]) => String(message).includes('Maximum update depth'));
      await expect(loops).toEqual([]);
    } finally {
      errors.mockRestore();
    }
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
