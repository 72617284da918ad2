import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoDb } from '@stride/mocks';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { settled } from '../../storybook/console-stories';
import { pageMeta } from '../../storybook/page-stories';

// The metrics tabs past Summary (habits, sustainable travel, engagement, car journeys), under the
// page's title (same story ids); its other stories are in MetricsPage.stories.tsx.
const meta = {
  title: 'Pages/Metrics',
  ...pageMeta,
  args: { path: '/members/travel_planning', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The super admin on a tab's page: its chart `region` is shown. */
const tabShowsChart = (path: string, region: string): Story => ({
  globals: { role: 'SUPERADMIN' },
  args: { path },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: region }, settled)).toBeVisible();
  },
});

export const TravelHabits: Story = tabShowsChart('/members/travel_habits', 'Habits by school year');

export const HabitsFollowTheYearStructure: Story = {
  tags: ['!dev'],
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

export const Engagement: Story = {
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
export const CarJourneys: Story = {
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

export const EngagementNotForCouncilAdmin: Story = {
  tags: ['!dev'],
  globals: { role: 'COUNCIL_ADMIN' },
  args: { path: '/members/engagement' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/not available for your role/)).toBeVisible();
  },
};
