import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoDb, demoToday, malformedBody } from '@stride/mocks';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import {
  type FaultRecovery,
  networkFailureThenRetry,
  pageMeta,
  serverErrorShown,
  serverErrorThenRetry,
  slowAnswerThenRetry,
} from '../../storybook/page-stories';
import { byRole } from '../../storybook/console-stories';

const meta = {
  title: 'Pages/Home',
  ...pageMeta,
  args: { path: '/members/home', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The screen as the role chosen in the Role toolbar (one Chromatic capture per role). */
export const ByRole: Story = { ...byRole };

const tiles = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('navigation', { name: 'Shortcuts' }, { timeout: 10_000 }))
    .getAllByRole('link')
    .map((link) => link.textContent);

// Rules: home.tiles.notice-board, home.tiles.metrics, home.tiles.maps, home.tiles.signups-users, home.tiles.councils, home.tiles.schools, home.tiles.order, home.alerts.shown
export const SuperAdmin: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    await expect(await tiles(canvasElement)).toEqual([
      'Notice Board',
      'Travel Plan Metrics',
      'Travel Plan Maps',
      'Sign-ups & Users',
      'Councils',
      'Schools',
    ]);
    const alerts = await within(canvasElement).findByRole('region', { name: 'Alerts' });
    await expect(within(alerts).getByText('Walk to School Week')).toBeVisible();
    await expect(within(alerts).getByText('Termly figures')).toBeVisible();
  },
};

/**
 * The council alert says only what the console does: Travel Plan Metrics shows a term's figures through
 * the Term filter; it offers no report download, and the alert promises none.
 */
// Rules: home.alerts.demo-true, metrics.filter.term
export const CouncilAlertIsTrueOfMetrics: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'COUNCIL_ADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alerts = await canvas.findByRole('region', { name: 'Alerts' }, { timeout: 10_000 });
    await expect(within(alerts).getByText('Termly figures')).toBeVisible();
    await expect(
      within(alerts).getByText(
        "Each term's travel figures for your schools are in Travel Plan Metrics: choose the term in the filter.",
      ),
    ).toBeVisible();
    await expect(alerts).not.toHaveTextContent(/download|report/i);
    await userEvent.click(canvas.getByRole('link', { name: 'Travel Plan Metrics' }));
    const filters = await canvas.findByRole('search', { name: 'Filters' }, { timeout: 10_000 });
    await waitFor(() => expect(filters).not.toHaveAttribute('aria-busy'), { timeout: 10_000 });
    const term = within(filters).getByRole('combobox', { name: 'Term' });
    // A named term already over in the demo's calendar: it has figures to show.
    const named = demoDb.terms.find((row) => row.term !== 'CURRENT' && row.ends_on < demoToday)?.term ?? '';
    await userEvent.click(term);
    await userEvent.click(await screen.findByRole('option', { name: named }));
    await expect(term).toHaveTextContent(named);
    const totals = await canvas.findByRole('region', { name: 'Totals' }, { timeout: 10_000 });
    await waitFor(
      () => expect(within(totals).getByText('Journeys').nextElementSibling?.textContent).toMatch(/^[1-9]/),
      { timeout: 10_000 },
    );
    await expect(canvas.queryByRole('button', { name: /download/i })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /download/i })).not.toBeInTheDocument();
  },
};

// Rules: home.tiles.notice-board, home.tiles.travel-directory, home.tiles.metrics, home.tiles.maps, home.tiles.signups-users, home.tiles.schools, home.tiles.order, home.tiles.councils, home.alerts.shown
export const SchoolAdmin: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    await expect(await tiles(canvasElement)).toEqual([
      'Notice Board',
      'Travel Directory',
      'Travel Plan Metrics',
      'Travel Plan Maps',
      'Sign-ups & Users',
    ]);
    await expect(await within(canvasElement).findByText('Travel plan review due')).toBeVisible();
  },
};

// Rules: home.tiles.notice-board, home.tiles.metrics, home.tiles.maps, home.tiles.signups-users, home.tiles.councils, home.tiles.travel-directory, home.tiles.schools
export const CouncilAdmin: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'COUNCIL_ADMIN' },
  play: async ({ canvasElement }) => {
    await expect(await tiles(canvasElement)).toEqual([
      'Notice Board',
      'Travel Plan Metrics',
      'Travel Plan Maps',
      'Sign-ups & Users',
      'Schools',
    ]);
  },
};

// Rules: home.tiles.schools, home.tiles.councils, home.tiles.travel-directory
export const MultiSchoolAdmin: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'MULTI_SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    await expect(await tiles(canvasElement)).toEqual([
      'Notice Board',
      'Travel Plan Metrics',
      'Travel Plan Maps',
      'Sign-ups & Users',
      'Schools',
    ]);
  },
};

// Rules: home.tiles.schools
export const ProductTeamAdmin: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'ADMIN' },
  play: async ({ canvasElement }) => {
    // The Schools tile is ADMIN's way to the school modal's Edit School (ADR 0063); its menu has no Schools.
    await expect(await tiles(canvasElement)).toEqual([
      'Notice Board',
      'Travel Plan Metrics',
      'Travel Plan Maps',
      'Sign-ups & Users',
      'Schools',
    ]);
  },
};

// Rules: home.tiles.open-their-screen
export const TileOpensItsScreen: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    await tiles(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Travel Plan Metrics' }));
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Travel Plan Metrics | Summary' }),
    ).toBeVisible();
  },
};

// Rules: home.alerts.dismiss, home.endpoint.alerts
export const DismissAlert: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'COUNCIL_ADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Dismiss Walk to School Week' }, { timeout: 10_000 }),
    );
    await expect(canvas.queryByText('Walk to School Week')).not.toBeInTheDocument();
    // Hidden for good: the server recorded it for this admin.
    await waitFor(() => expect(demoDb.alerts.find((alert) => alert.id === 1)?.hidden_by).toEqual([2]));
  },
};

/** Home stays usable without its alerts: the tiles show while the alerts offer Retry. */
const recovery: FaultRecovery = [
  'SUPERADMIN',
  '*/api/admin/alerts',
  async (canvas) => {
    await expect(await canvas.findByText('Walk to School Week')).toBeVisible();
    await expect(canvas.queryByText('The alerts could not be loaded.')).not.toBeInTheDocument();
  },
];

/** The alerts could not be loaded: a warning with Retry above the tiles. */
export const ServerError: Story = serverErrorShown(recovery[0], recovery[1]);

// Rules: home.alerts.load-failed
export const AlertsServerErrorThenRetry: Story = {
  ...serverErrorThenRetry(...recovery),
  tags: ['!dev', '!autodocs'],
};

export const AlertsNetworkFailureThenRetry: Story = {
  ...networkFailureThenRetry(...recovery),
  tags: ['!dev', '!autodocs'],
};

export const AlertsSlowAnswerThenRetry: Story = {
  ...slowAnswerThenRetry(...recovery),
  tags: ['!dev', '!autodocs'],
};

// Rules: home.alerts.load-failed
export const AlertsMalformedAnswer: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  beforeEach: ({ msw }) => msw.use(...malformedBody('*/api/admin/alerts')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('The alerts could not be loaded.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(await tiles(canvasElement)).toHaveLength(6);
  },
};

// Rules: home.alerts.dismiss-failed
export const DismissFails: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  // Only hiding fails; the list still loads.
  beforeEach: ({ msw }) =>
    msw.use(
      http.post('*/api/admin/alerts', () =>
        HttpResponse.json({ error: 'server_error', message: 'Server Error' }, { status: 500 }),
      ),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Dismiss Walk to School Week' }, { timeout: 10_000 }),
    );
    await expect(await within(document.body).findByText('The alert could not be dismissed.')).toBeVisible();
    await expect(await canvas.findByText('Walk to School Week')).toBeVisible();
  },
};

const homeViews = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('navigation', { name: 'Home views' }, { timeout: 10_000 }));

/** Both variants of Home are a tab away; each describes only what it shows. */
// Rules: home.variants.two-routes
export const SwitchBetweenTheVariants: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'COUNCIL_ADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const views = await homeViews(canvasElement);
    await expect(views.getByRole('link', { name: 'Shortcuts' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('Your alerts and a shortcut to each of your screens.')).toBeVisible();
    await expect(canvas.queryByText(/links, guides and achievements/)).not.toBeInTheDocument();

    await userEvent.click(views.getByRole('link', { name: 'Dashboard' }));
    await expect(
      await canvas.findByRole('region', { name: /^Network performance/ }, { timeout: 10_000 }),
    ).toBeVisible();
    const dashboardViews = await homeViews(canvasElement);
    await expect(dashboardViews.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      canvas.getByText('Your network at a glance: sign-ups, travel shares, links, guides and achievements.'),
    ).toBeVisible();

    await userEvent.click(dashboardViews.getByRole('link', { name: 'Shortcuts' }));
    await expect(await tiles(canvasElement)).toContain('Schools');
  },
};
