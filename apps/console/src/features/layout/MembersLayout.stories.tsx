import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { byRole, settled } from '../../storybook/console-stories';
import { pageMeta } from '../../storybook/page-stories';
import { homeVariants } from '@stride/domain';
import { pageNotFound } from '../../app/routes';
import { mainMenuOf, schoolAdminMenu } from '../../storybook/layout-stories';

/** The layout around every page: the menu and brand per role, moving around, and a page the role may not open or that is not there. */
const meta = {
  title: 'Pages/Main layout',
  ...pageMeta,
  args: { path: '/members/home', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The screen as the role chosen in the Role toolbar (one Chromatic capture per role). */
export const ByRole: Story = { ...byRole };

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
    await expect(await mainMenuOf(canvasElement)).toEqual(
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
    await expect(await mainMenuOf(canvasElement)).toEqual([
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
    await expect(await mainMenuOf(canvasElement)).toEqual([
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
    await expect(await mainMenuOf(canvasElement)).toEqual(schoolAdminMenu);
  },
};

// Rules: session.role.admin-type, layout.menu.product-team
export const ProductTeamAdmin: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'ADMIN' },
  play: async ({ canvasElement }) => {
    await expect(await mainMenuOf(canvasElement)).toEqual([
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
  tags: ['!dev', '!autodocs'],
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
