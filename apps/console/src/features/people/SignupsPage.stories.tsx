import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoDb, demoOrganisationIds } from '@stride/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
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

const meta = {
  title: 'Pages/Sign-ups',
  ...pageMeta,
  args: { path: '/members/signups', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The screen as the role chosen in the Role toolbar (one Chromatic capture per role). */
export const ByRole: Story = { ...byRole };

const schoolId = demoOrganisationIds.termsSchool;
const format = (value: number) => value.toLocaleString('en-GB');
/** The counters have finished counting up to these numbers. */
async function countsAre(canvasElement: HTMLElement, parents: number, staff: number, pupils: number) {
  await waitFor(() => {
    const values = within(canvasElement)
      .getAllByRole('definition')
      .map((definition) => definition.textContent);
    expect(values.slice(0, 4)).toEqual([
      format(parents),
      format(staff),
      format(pupils),
      format(parents + staff),
    ]);
  }, settled);
}

/** The school admin: their school's counts, the list tiles, the charts and the tips. */
// Rules: people.signups.counts, people.signups.pupils-by-year, people.signups.per-day-hidden, people.signups.increase-tips, people.signups.shortcuts
export const SchoolAdmin: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const parents = demoDb.parents.filter((row) => row.school_ids.includes(schoolId)).length;
    const staff = demoDb.staff.filter((row) => row.school_id === schoolId).length;
    const pupils = demoDb.pupils.filter((row) => row.school_id === schoolId).length;
    await countsAre(canvasElement, parents, staff, pupils);
    await expect(canvas.getByRole('heading', { name: 'Pupils by school year' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Sign-ups per day' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Show sign-ups per day' }));
    await expect(await canvas.findByRole('heading', { name: 'Sign-ups per day' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'How to Increase Your Sign-Ups?' }));
    const dialog = await screen.findByRole('dialog', { name: 'How to Increase Your Sign-Ups?' });
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'How do parents sign up?' }, settled),
    );
    await expect(within(dialog).getByText(/Share your school's sign-up link/)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(
      within(canvas.getByRole('navigation', { name: 'User lists' })).getByRole('link', { name: /Staff/ }),
    );
    await expect(await canvas.findByRole('table', { name: 'Staff' }, settled)).toBeVisible();
  },
};

/** The super admin: every school, no list tiles. */
// Rules: people.signups.shortcuts, people.signups.user-lists-link
export const SuperAdmin: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    await countsAre(canvasElement, demoDb.parents.length, demoDb.staff.length, demoDb.pupils.length);
    await expect(
      within(canvasElement).queryByRole('navigation', { name: 'User lists' }),
    ).not.toBeInTheDocument();
    // The lists are still one click away.
    await expect(within(canvasElement).getByRole('link', { name: 'User lists' })).toBeVisible();
  },
};

/** Space under `below` inside `card`, beyond the card's own padding and border. */
function spaceUnder(card: HTMLElement, below: HTMLElement) {
  const style = getComputedStyle(card);
  const frame = Number.parseFloat(style.paddingBottom) + Number.parseFloat(style.borderBottomWidth);
  return card.getBoundingClientRect().bottom - below.getBoundingClientRect().bottom - frame;
}

/**
 * Every card is as tall as what it shows: the counts' card as its row of figures (it was a chart's
 * height), and the page ends with the revealed histogram, with no empty band under it.
 */
export const CardsFitTheirContent: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await countsAre(canvasElement, demoDb.parents.length, demoDb.staff.length, demoDb.pupils.length);
    const counts = canvas.getByRole('region', { name: 'Sign-ups' });
    const lastCount = within(counts).getAllByRole('definition').at(-1)!.parentElement!;
    await expect(spaceUnder(counts, lastCount)).toBeLessThanOrEqual(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Show sign-ups per day' }));
    const histogram = await canvas.findByRole('region', { name: 'Sign-ups per day' }, settled);
    const legend = await within(histogram).findByText('Parents', { selector: 'span' }, settled);
    await expect(spaceUnder(histogram, legend)).toBeLessThanOrEqual(8);
    await expect(spaceUnder(canvas.getByRole('main'), histogram)).toBeLessThanOrEqual(1);
  },
};

/**
 * Sign-ups per day shows every day from the first sign-up to the last, the days without any as 0, and
 * the counts say whom they count (Travel Plan Metrics counts travellers under the same words).
 */
// Rules: people.signups.per-day-every-day, people.signups.counts-say-what-they-count
export const SignupsPerDayEveryDay: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        /^Everyone signed up at the chosen schools, whenever they joined\./,
        {},
        settled,
      ),
    ).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Show sign-ups per day' }, settled));
    const table = await canvas.findByRole('table', { name: 'Sign-ups per day' }, settled);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map(
          (cell) => cell.textContent ?? '',
        ),
      );
    const days = rows.map(([day]) => Date.parse(`${day}T00:00:00Z`));
    // One row a day, no day skipped, and days without sign-ups as zeros.
    for (let index = 1; index < days.length; index += 1)
      await expect(days[index]! - days[index - 1]!).toBe(86_400_000);
    await expect(rows.some(([, staff, parents]) => staff === '0' && parents === '0')).toBe(true);
    await expect(rows.length).toBeGreaterThan(7);
  },
};

/** The multi-school admin: the trust's schools, with the list tiles. */
// Rules: people.signups.shortcuts
export const MultiSchoolAdmin: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'MULTI_SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    const schools: readonly number[] = demoOrganisationIds.trustSchools;
    const staff = demoDb.staff.filter((row) => schools.includes(row.school_id)).length;
    const parents = demoDb.parents.filter((row) => row.school_ids.some((id) => schools.includes(id))).length;
    await countsAre(
      canvasElement,
      parents,
      staff,
      demoDb.pupils.filter((row) => schools.includes(row.school_id)).length,
    );
    await expect(within(canvasElement).getByRole('navigation', { name: 'User lists' })).toBeVisible();
  },
};

/** The user-type filter narrows the counts: Staff leaves no parents. */
// Rules: people.signups.filter
export const StaffOnly: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Staff' }, settled));
    const staff = demoDb.staff.filter((row) => row.school_id === schoolId).length;
    const pupils = demoDb.pupils.filter((row) => row.school_id === schoolId).length;
    await countsAre(canvasElement, 0, staff, pupils);
  },
};

/** Waits until the counters have stopped counting up (a step every 300 ms), so the picture shows the final numbers. */
async function countersStill(canvas: ReturnType<typeof within>) {
  const read = () =>
    canvas
      .getAllByRole('definition')
      .map((definition: HTMLElement) => definition.textContent)
      .join('|');
  for (let previous = '', checks = 0; checks < 30; checks += 1) {
    const now = read();
    if (now === previous) return;
    previous = now;
    await new Promise((done) => setTimeout(done, 400));
  }
}

const recovery: FaultRecovery = [
  'COUNCIL_ADMIN',
  '*/api/admin/dashboard/',
  async (canvas) => {
    await canvas.findByRole('heading', { name: 'Pupils by school year' }, settled);
    await countersStill(canvas);
  },
];

/** The page while the sign-ups are still loading. */
export const Loading: Story = stillLoading(recovery[0], recovery[1], (canvas) =>
  canvas.findByText('Loading Sign-ups', {}, settled),
);

/** The sign-ups could not be loaded: the page offers Retry. */
export const ServerError: Story = serverErrorShown(recovery[0], recovery[1]);

export const StatsFailThenRetry = { ...serverErrorThenRetry(...recovery), tags: ['!dev', '!autodocs'] };

export const NetworkFailureThenRetry = {
  ...networkFailureThenRetry(...recovery),
  tags: ['!dev', '!autodocs'],
};

export const SlowAnswerThenRetry = { ...slowAnswerThenRetry(...recovery), tags: ['!dev', '!autodocs'] };

export const MalformedStats = {
  ...malformedAnswer('COUNCIL_ADMIN', '*/api/admin/dashboard/'),
  tags: ['!dev', '!autodocs'],
};
