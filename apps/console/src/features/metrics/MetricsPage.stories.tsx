import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoDb, demoOrganisationIds, latency, malformedBody } from '@stride/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { byRole, pageModes, settled } from '../../storybook/console-stories';
import {
  type FaultRecovery,
  networkFailureThenRetry,
  pageMeta,
  serverErrorShown,
  serverErrorThenRetry,
  slowAnswerThenRetry,
} from '../../storybook/page-stories';
import { http, HttpResponse } from 'msw';

const meta = {
  title: 'Pages/Travel plan metrics',
  ...pageMeta,
  args: { path: '/members/travel_planning', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The screen as the role chosen in the Role toolbar (one Chromatic capture per role). */
export const ByRole: Story = { ...byRole };

const dashboard = '*/api/admin/dashboard/';

/** The number of journeys the Totals tile shows, once the stats have arrived. */
async function journeysTotal(canvasElement: HTMLElement): Promise<string> {
  const totals = await within(canvasElement).findByRole('region', { name: 'Totals' }, settled);
  const term = await within(totals).findByText('Journeys');
  return term.nextElementSibling?.textContent ?? '';
}

/** Home, then Metrics again, through the main menu (a link with no filter in it). */
async function leaveAndComeBackThroughTheMenu(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const menu = canvas.getByRole('navigation', { name: 'Main menu' });
  await userEvent.click(within(menu).getByRole('link', { name: 'Home' }));
  await canvas.findByRole('heading', { level: 1, name: 'Home' });
  await userEvent.click(within(menu).getByRole('link', { name: 'Metrics' }));
}

/** Waits until the Users choice `name` is the checked one. */
const usersChosen = (canvasElement: HTMLElement, name: string) =>
  waitFor(
    () => expect(within(canvasElement).getByRole('radio', { name })).toHaveAttribute('aria-checked', 'true'),
    settled,
  );

/** The tabs every admin has; the super admin also has Engagement. */
const schoolTabs = ['Summary', 'Sustainable Travel', 'Travel Habits', 'Car Journeys'];

const tabNames = async (canvasElement: HTMLElement) =>
  (await within(canvasElement).findAllByRole('tab')).map((tab) => tab.textContent);

// Rules: metrics.panes.tabs, metrics.panes.engagement-super-admin
export const SuperAdminSummary: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await tabNames(canvasElement)).toEqual([...schoolTabs, 'Engagement']);
    await expect(canvas.getByRole('search', { name: 'Filters' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /Schools/ })).toBeVisible();
    await waitFor(
      async () => expect(Number((await journeysTotal(canvasElement)).replace(/,/g, ''))).toBeGreaterThan(0),
      settled,
    );
    await expect(canvas.getByRole('region', { name: 'CO2 by transport type' })).toBeVisible();
  },
};

// Rules: metrics.panes.tabs, metrics.panes.engagement-super-admin
export const CouncilAdmin: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'COUNCIL_ADMIN' },
  play: async ({ canvasElement }) => {
    await expect(await tabNames(canvasElement)).toEqual(schoolTabs);
    await expect(within(canvasElement).getByRole('combobox', { name: /Schools/ })).toBeVisible();
  },
};

// Rules: metrics.panes.tabs, metrics.filter.school-admin-address
export const SchoolAdmin: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await tabNames(canvasElement)).toEqual(schoolTabs);
    await canvas.findByRole('search', { name: 'Filters' });
    await expect(canvas.queryByRole('combobox', { name: /Schools/ })).not.toBeInTheDocument();
    // The address filter of its own school is always there.
    const address = canvas.getByRole('combobox', { name: 'Address' });
    await expect(address).toHaveTextContent('All addresses');
    const own = demoDb.schoolAddresses.filter(
      (row) => row.organization_id === demoOrganisationIds.termsSchool,
    );
    await userEvent.click(address);
    for (const site of own)
      await expect(await screen.findByRole('option', { name: site.name })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

// Rules: metrics.filter.multi-school-as-council, metrics.filter.council-multi-select
export const MultiSchoolAdmin: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'MULTI_SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await tabNames(canvasElement)).toEqual(schoolTabs);
    // A searchable multi-select of the trust's own schools (and its group), nobody else's.
    const schools = canvas.getByRole('combobox', { name: /Schools/ });
    await waitFor(() => expect(schools).toBeEnabled(), settled);
    await userEvent.click(schools);
    const trustSchools = demoDb.schools.filter((school) =>
      (demoOrganisationIds.trustSchools as readonly number[]).includes(school.id),
    );
    const listbox = await screen.findByRole('listbox');
    for (const school of trustSchools)
      await expect(within(listbox).getByRole('option', { name: school.name })).toBeVisible();
    const otherSchool = demoDb.schools.find((school) => !trustSchools.includes(school));
    await expect(within(listbox).queryByRole('option', { name: otherSchool?.name })).not.toBeInTheDocument();
  },
};

export const ProductAdmin: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'ADMIN' },
  play: async ({ canvasElement }) => {
    await expect(await tabNames(canvasElement)).toEqual(schoolTabs);
    await expect(within(canvasElement).getByRole('combobox', { name: /Schools/ })).toBeVisible();
    await waitFor(async () => expect(await journeysTotal(canvasElement)).not.toBe('0'), settled);
  },
};

// Rules: metrics.filter.user-type
export const FilterChangesTheNumbers: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    let all = '';
    await waitFor(async () => {
      all = await journeysTotal(canvasElement);
      await expect(all).not.toBe('0');
    }, settled);
    await userEvent.click(canvas.getByRole('radio', { name: 'Staff' }));
    await waitFor(async () => expect(await journeysTotal(canvasElement)).not.toBe(all), settled);
  },
};

// Rules: metrics.panes.routes, metrics.panes.filter-on-every-pane, metrics.filter.in-the-address
export const SwitchPaneKeepsTheFilter: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  args: { path: '/members/travel_planning?type=parent' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Car Journeys' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Travel Plan Metrics | Car Journeys' }),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Parents' })).toHaveAttribute('aria-checked', 'true');
    await expect(await canvas.findByRole('region', { name: 'Car data by fuel type' }, settled)).toBeVisible();
  },
};

// Rules: metrics.filter.in-the-address
export const MenuBringsBackTheFilter: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Staff' }));
    await leaveAndComeBackThroughTheMenu(canvasElement);
    await usersChosen(canvasElement, 'Staff');
  },
};

// Rules: metrics.filter.reset
export const ResetFilters: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  args: { path: '/members/travel_planning?type=staff' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Reset filters' }));
    await usersChosen(canvasElement, 'All');
    // Leaving and coming back does not bring the old filter back either.
    await leaveAndComeBackThroughTheMenu(canvasElement);
    await usersChosen(canvasElement, 'All');
  },
};

/**
 * Reset filters while a date's error shows: the pointer leaves a field for the button, yet the
 * button stays where it was (an error line coming or going moves nothing), so the first click
 * resets; the fields then show the default filter and the numbers are the default filter's.
 */
// Rules: metrics.filter.reset
export const ResetWhileADateIsWrong: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const unfiltered = await journeysTotal(canvasElement);
    const from = canvas.getByRole('textbox', { name: 'From' });
    const to = canvas.getByRole('textbox', { name: 'To' });
    await userEvent.type(from, '2026-09-01');
    await userEvent.type(to, '2026-08-01{Enter}');
    await expect(to).toHaveAccessibleDescription('The end must not be before the start');
    await userEvent.click(from);
    const reset = canvas.getByRole('button', { name: 'Reset filters' });
    const before = reset.getBoundingClientRect();
    // Pressing the button takes the focus out of From; the button must still be under the pointer.
    const pointer = userEvent.setup();
    await pointer.pointer({ keys: '[MouseLeft>]', target: reset });
    const pressed = reset.getBoundingClientRect();
    await expect({ top: pressed.top, left: pressed.left }).toEqual({ top: before.top, left: before.left });
    await pointer.pointer({ keys: '[/MouseLeft]', target: reset });
    await expect(canvas.getByRole('textbox', { name: 'From' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'To' })).toHaveValue('');
    await waitFor(async () => expect(await journeysTotal(canvasElement)).toBe(unfiltered), settled);
    // Nothing brings the typed range back afterwards: fields and numbers stay the default's.
    await leaveAndComeBackThroughTheMenu(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'From' }, settled)).toHaveValue('');
    await waitFor(async () => expect(await journeysTotal(canvasElement)).toBe(unfiltered), settled);
  },
};

// Rules: metrics.panes.empty
export const EmptyFilter: Story = {
  parameters: { chromatic: { modes: pageModes } },
  globals: { role: 'SUPERADMIN' },
  // A range with no journeys in it: every chart says so instead of drawing zeros.
  args: { path: '/members/travel_planning?from=2030-01-01%2008%3A00&to=2030-01-31%2008%3A00' },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole(
      'region',
      { name: 'CO2 by transport type' },
      settled,
    );
    await expect(await within(region).findByText('No data for the selected filter')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { chromatic: { modes: pageModes } },
  globals: { role: 'SUPERADMIN' },
  beforeEach: ({ msw }) => msw.use(...latency(60_000, dashboard)),
  play: async ({ canvasElement }) => {
    const totals = await within(canvasElement).findByRole('region', { name: 'Totals' }, settled);
    await expect(totals).toHaveAttribute('aria-busy', 'true');
    await expect(within(totals).getByRole('status')).toHaveTextContent('Loading Totals');
  },
};

/** The figures could not be loaded: each pane offers Retry. */
export const ServerError: Story = serverErrorShown('SUPERADMIN', dashboard);

const recovery: FaultRecovery = [
  'SUPERADMIN',
  dashboard,
  async (canvas) => {
    const totals = within(await canvas.findByRole('region', { name: 'Totals' }, settled));
    await waitFor(
      async () => expect((await totals.findByText('Journeys')).nextElementSibling?.textContent).not.toBe('0'),
      settled,
    );
  },
];

// Rules: metrics.panes.load-failed
export const ServerErrorThenRetry: Story = {
  ...serverErrorThenRetry(...recovery),
  tags: ['!dev', '!autodocs'],
};

export const NetworkFailureThenRetry: Story = {
  ...networkFailureThenRetry(...recovery),
  tags: ['!dev', '!autodocs'],
};

export const SlowAnswerThenRetry: Story = {
  ...slowAnswerThenRetry(...recovery),
  tags: ['!dev', '!autodocs'],
};

// Rules: metrics.panes.load-failed
export const MalformedAnswer: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  beforeEach: ({ msw }) => msw.use(...malformedBody(dashboard)),
  play: async ({ canvasElement }) => {
    const totals = await within(canvasElement).findByRole('region', { name: 'Totals' }, settled);
    await expect(await within(totals).findByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

// The tabs past Summary: habits, sustainable travel, engagement, car journeys.

/** The super admin on a tab's page: its chart `region` is shown. */
const tabShowsChart = (path: string, region: string): Story => ({
  parameters: { chromatic: { modes: pageModes } },
  globals: { role: 'SUPERADMIN' },
  args: { path },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: region }, settled)).toBeVisible();
  },
});

export const TravelHabits: Story = tabShowsChart('/members/travel_habits', 'Habits by school year');

// Rules: metrics.charts.habits-by-school-year, metrics.filter-options.school-year-option
export const HabitsFollowTheYearStructure: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SCHOOL_ADMIN' },
  args: { path: '/members/travel_habits' },
  beforeEach: ({ msw }) => {
    // The school also teaches a nursery class nobody has recorded a journey from yet.
    msw.use(
      http.get('*/api/school-admin/school-years', () =>
        HttpResponse.json({
          years: [
            { level: -1, name: 'Nursery' },
            ...demoDb.schoolYears.filter((year) => year.level >= 0 && year.level <= 6),
          ],
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole(
      'region',
      { name: 'Habits by school year' },
      settled,
    );
    const yearsShown = () =>
      within(within(region).getByRole('table', { name: 'Habits by school year' }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getByRole('rowheader').textContent);
    await waitFor(
      () =>
        expect(yearsShown()).toEqual([
          'Nursery',
          'Reception',
          'Year 1',
          'Year 2',
          'Year 3',
          'Year 4',
          'Year 5',
          'Year 6',
        ]),
      settled,
    );
  },
};

export const SustainableTravel: Story = tabShowsChart(
  '/members/sustainable_travel',
  'Cars versus sustainable travel',
);

// Rules: metrics.engagement.percentages, metrics.engagement.content-creators, metrics.engagement.new-notices, metrics.endpoint.engagement
export const Engagement: Story = {
  parameters: { chromatic: { modes: pageModes } },
  globals: { role: 'SUPERADMIN' },
  args: { path: '/members/engagement' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Engagement per month' }, settled)).toBeVisible();
    // Percentages and counts never share an axis: the counts have their own chart.
    const percentages = within(await canvas.findByRole('table', { name: 'Engagement per month' }, settled));
    await expect(percentages.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Month',
      'Students %',
      'Active users in 90 days %',
    ]);
    await expect(canvas.getByRole('region', { name: 'Users who created content' })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'New notices' })).toBeVisible();
  },
};

/** Space under the last figure of the card titled `title`, beyond the card's padding and border. */
function spaceUnderFigures(canvasElement: HTMLElement, title: string) {
  const card = within(canvasElement).getByRole('region', { name: title });
  const last = within(card).getAllByRole('definition').at(-1)!.parentElement!;
  const style = getComputedStyle(card);
  const frame = Number.parseFloat(style.paddingBottom) + Number.parseFloat(style.borderBottomWidth);
  return card.getBoundingClientRect().bottom - last.getBoundingClientRect().bottom - frame;
}

/**
 * Car journeys: the cards of figures are as tall as their one row (they were a chart's height), and
 * the drop-off average says its unit.
 */
// Rules: metrics.charts.drop-off-average
export const CarJourneys: Story = {
  parameters: { chromatic: { modes: pageModes } },
  globals: { role: 'SUPERADMIN' },
  args: { path: '/members/car_journeys' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dropOff = await canvas.findByRole('region', { name: 'Drop-off average' }, settled);
    await waitFor(
      () => expect(within(dropOff).getByRole('definition')).toHaveTextContent(/^\d[\d,.]* min$/),
      settled,
    );
    await expect(within(dropOff).getByRole('term')).toHaveTextContent('Average drop-off time');
    for (const title of ['Car journeys', 'Drop-off average']) {
      await expect(spaceUnderFigures(canvasElement, title)).toBeLessThanOrEqual(1);
    }
  },
};

// Rules: metrics.panes.engagement-super-admin
export const EngagementNotForCouncilAdmin: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'COUNCIL_ADMIN' },
  args: { path: '/members/engagement' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/not available for your role/)).toBeVisible();
  },
};

/** Each pane's tab, its page title, and the charts it shows (the split is the build's, ADR 0041). */
const panes: { tab: string; charts: string[] }[] = [
  {
    tab: 'Summary',
    charts: [
      'Totals',
      'CO2 by transport type',
      'Cars versus sustainable travel',
      'Car journeys under 1.5 miles',
      'Journey distribution by distance',
    ],
  },
  {
    tab: 'Sustainable Travel',
    charts: ['Cars versus sustainable travel', 'CO2 by transport type', 'Groups by travel mode'],
  },
  {
    tab: 'Travel Habits',
    charts: [
      'Groups by travel mode',
      'Habits by school year',
      'Groups by distance',
      'Journey distribution by distance',
    ],
  },
  {
    tab: 'Car Journeys',
    charts: [
      'Car journeys',
      'Car data by fuel type',
      'Pupils sharing',
      'Car journeys under 1.5 miles',
      'Drop-off average',
    ],
  },
  { tab: 'Engagement', charts: ['Engagement per month', 'Users who created content', 'New notices'] },
];

/**
 * The super admin walks every tab: each opens its own pane (page title `Travel Plan Metrics | <tab>`), the
 * filter bar stays on top, and the pane shows its charts; the Summary's Totals show every total.
 */
// Rules: metrics.panes.routes, metrics.panes.tabs, metrics.panes.filter-on-every-pane, metrics.panes.composition, metrics.charts.totals
export const EveryPaneShowsItsCharts: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const pane of panes) {
      await userEvent.click(await canvas.findByRole('tab', { name: pane.tab }, settled));
      await expect(
        await canvas.findByRole('heading', { level: 1, name: `Travel Plan Metrics | ${pane.tab}` }, settled),
      ).toBeVisible();
      await expect(canvas.getByRole('search', { name: 'Filters' })).toBeVisible();
      const panel = within(canvas.getByRole('tabpanel'));
      for (const chart of pane.charts)
        await expect(await panel.findByRole('region', { name: chart }, settled)).toBeVisible();
      await expect(
        panel.getAllByRole('region').map((region) => region.getAttribute('aria-label') ?? ''),
      ).toHaveLength(pane.charts.length);
    }
    await userEvent.click(canvas.getByRole('tab', { name: 'Summary' }));
    const totals = within(await canvas.findByRole('region', { name: 'Totals' }, settled));
    await expect(totals.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Users',
      'Staff',
      'Parents',
      'Children',
      'Cars',
      'Active time',
      'Distance',
      'Journeys',
      'CO2',
    ]);
  },
};
