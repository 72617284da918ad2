import type { Meta, StoryObj } from '@storybook/react-vite';
import { dashboardHomeOf, demoDb, latency, malformedBody } from '@stride/mocks';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { byRole, settled } from '../../storybook/console-stories';
import {
  type FaultRecovery,
  networkFailureThenRetry,
  pageMeta,
  serverErrorShown,
  serverErrorThenRetry,
  slowAnswerThenRetry,
} from '../../storybook/page-stories';

const meta = {
  title: 'Pages/Home dashboard',
  ...pageMeta,
  args: { path: '/members/homev2', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The screen as the role chosen in the Role toolbar (one Chromatic capture per role). */
export const ByRole: Story = { ...byRole };

const homePath = '*/api/admin/dashboard/dashboardHome';

const section = async (canvasElement: HTMLElement, name: string | RegExp) =>
  within(await within(canvasElement).findByRole('region', { name }, { timeout: 10_000 }));

/** The clipboard of a headless browser refuses writes; the stories stand in for it. */
function fakeClipboard(write: (text: string) => Promise<void>) {
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: write } });
  return () => {
    if (original) Object.defineProperty(navigator, 'clipboard', original);
  };
}

const copied: string[] = [];

// Rules: home.dashboard.performance-circles, home.dashboard.parent-link, home.dashboard.staff-link, home.dashboard.copy-action, home.dashboard.copy-succeeded, home.dashboard.guides, home.endpoint.dashboard-home
export const SchoolAdmin: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SCHOOL_ADMIN' },
  beforeEach: () =>
    fakeClipboard(async (text) => {
      copied.push(text);
    }),
  play: async ({ canvasElement }) => {
    const performance = await section(canvasElement, /^Network performance: /);
    await waitFor(() =>
      expect(performance.getAllByRole('meter').map((meter) => meter.getAttribute('aria-label'))).toEqual([
        'Pupils registered',
        'Staff registered',
        'Sustainable travel',
        'Active travel',
      ]),
    );
    // The four circles share one row on a desktop, none left alone on a second row.
    const tops = performance
      .getAllByRole('meter')
      .map((meter) => Math.round(meter.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
    const links = await section(canvasElement, 'Sign-up links');
    const school = demoDb.schools.find((row) => row.id === 101);
    await expect(links.getByText(`https://app.stride.example/welcome/${school?.code}`)).toBeVisible();
    await expect(links.getByText(`https://app.stride.example/welcome/${school?.staff_code}`)).toBeVisible();
    await userEvent.click(links.getByRole('button', { name: 'Copy Parent sign-up link' }));
    await expect(await links.findByText('Succesfully copied!')).toBeVisible();
    await expect(copied.at(-1)).toBe(`https://app.stride.example/welcome/${school?.code}`);
    await expect((await section(canvasElement, 'Guides')).getAllByRole('article')).toHaveLength(3);
  },
};

// Rules: home.dashboard.copy-failed
export const CopyFails: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SCHOOL_ADMIN' },
  beforeEach: () => fakeClipboard(async () => Promise.reject(new Error('denied'))),
  play: async ({ canvasElement }) => {
    const links = await section(canvasElement, 'Sign-up links');
    await userEvent.click(links.getByRole('button', { name: 'Copy Staff sign-up link' }));
    await expect(await links.findByText('Failed to copy!')).toBeVisible();
  },
};

// Rules: home.dashboard.links-need-codes
export const CouncilAdmin: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'COUNCIL_ADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { name: 'Network performance: London Borough of Hackney' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    // A council has no sign-up codes of its own.
    await expect(canvas.queryByRole('region', { name: 'Sign-up links' })).not.toBeInTheDocument();
    await expect(
      within(canvas.getByRole('navigation', { name: 'Shortcuts' })).getByRole('link', { name: 'Schools' }),
    ).toBeVisible();
  },
};

// Rules: home.dashboard.achievements, home.achievement.completed-last
export const AchievementsCompletedLast: Story = {
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const achievements = await section(canvasElement, 'Achievements');
    const cards = achievements.getAllByRole('article');
    await expect(cards.length).toBeGreaterThan(2);
    await expect(within(cards.at(-1) as HTMLElement).getByText('Completed')).toBeVisible();
    await expect(within(cards[0] as HTMLElement).queryByText('Completed')).not.toBeInTheDocument();
    await expect(achievements.getByRole('link', { name: 'Post a notice' })).toBeVisible();
  },
};

/** An achievement's Post a notice opens the notice board (a test). */
// Rules: home.dashboard.achievement-call-to-action
export const PostANoticeOpensTheNoticeBoard: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async (context) => {
    await AchievementsCompletedLast.play?.(context);
    const { canvasElement } = context;
    const achievements = await section(canvasElement, 'Achievements');
    await userEvent.click(achievements.getByRole('link', { name: 'Post a notice' }));
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Notice Board' }),
    ).toBeVisible();
  },
};

// Rules: home.achievement.processing-alert
export const AchievementProcessingFails: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  beforeEach: ({ msw }) =>
    msw.use(
      http.get(homePath, () => {
        const superAdmin = demoDb.accounts.find((account) => account.role === 'SUPERADMIN');
        if (!superAdmin) throw new Error('no super admin');
        const home = dashboardHomeOf(superAdmin);
        return HttpResponse.json({
          ...home,
          achievements: [...home.achievements, { description: 'Broken', currentValue: 1, levels: [] }],
        });
      }),
    ),
  play: async ({ canvasElement }) => {
    const achievements = await section(canvasElement, 'Achievements');
    await expect(achievements.getByRole('status')).toHaveTextContent('Some achievements could not be shown.');
    await expect(achievements.getAllByRole('article')).toHaveLength(5);
  },
};

/** Addresses no server answer may turn into a link (docs/product/layout.md, `layout.links.*`). */
const hostileAddresses = [
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  ' JaVaScRiPt:alert(1)',
  '//evil.invalid',
  '/members/../../logout',
  '/\\evil.invalid',
];

/** Guides and achievements whose links are hostile: their labels show as text, and no link leads there. */
// Rules: layout.links.web-schemes, layout.links.console-routes, home.dashboard.hostile-links
export const HostileLinks: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  beforeEach: ({ msw }) =>
    msw.use(
      http.get(homePath, () => {
        const superAdmin = demoDb.accounts.find((account) => account.role === 'SUPERADMIN');
        if (!superAdmin) throw new Error('no super admin');
        const home = dashboardHomeOf(superAdmin);
        const [first] = home.achievements;
        if (!first) throw new Error('no achievement');
        return HttpResponse.json({
          ...home,
          guides: [
            {
              id: 90,
              title: 'Hostile guide',
              text: 'Every link of this guide leads somewhere it must not.',
              link: hostileAddresses[0],
              linkLabel: 'Data link',
              link2: hostileAddresses[1],
              link2Label: 'VBScript link',
              link3: hostileAddresses[2],
              link3Label: 'Script link',
            },
            {
              id: 91,
              title: 'Safe guide',
              text: 'A web address and an email address.',
              link: 'https://stride.example/guides/safe',
              linkLabel: 'Safe web link',
              link2: 'mailto:help@stride.example',
              link2Label: 'Write to us',
            },
          ],
          achievements: [
            {
              ...first,
              description: 'Leaves the console',
              ctaLabel: 'Other site',
              route: hostileAddresses[3],
              link: null,
            },
            {
              ...first,
              description: 'Logs out',
              ctaLabel: 'Logout trick',
              route: hostileAddresses[4],
              link: null,
            },
            {
              ...first,
              description: 'Leaves through a backslash',
              ctaLabel: 'Backslash trick',
              route: hostileAddresses[5],
              link: null,
            },
            {
              ...first,
              description: 'Data address',
              ctaLabel: 'Data trick',
              route: null,
              link: hostileAddresses[0],
            },
            {
              ...first,
              description: 'Script address',
              ctaLabel: 'VBScript trick',
              route: null,
              link: hostileAddresses[1],
            },
            {
              ...first,
              description: 'Safe route',
              ctaLabel: 'See sign-ups',
              route: '/members/signups',
              link: null,
            },
          ],
        });
      }),
    ),
  play: async ({ canvasElement }) => {
    const guides = await section(canvasElement, 'Guides');
    const achievements = await section(canvasElement, 'Achievements');
    const hrefs = [...guides.queryAllByRole('link'), ...achievements.queryAllByRole('link')].map((link) =>
      link.getAttribute('href'),
    );
    // The safe ones stay links.
    await expect(hrefs).toEqual([
      'https://stride.example/guides/safe',
      'mailto:help@stride.example',
      '/members/signups',
    ]);
    // The hostile ones show their labels as text, without a link.
    for (const label of ['Data link', 'VBScript link', 'Script link'])
      await expect(guides.getByText(label)).toBeVisible();
    for (const label of ['Other site', 'Logout trick', 'Backslash trick', 'Data trick', 'VBScript trick'])
      await expect(achievements.getByText(label)).toBeVisible();
    for (const address of hostileAddresses)
      await expect(
        within(canvasElement)
          .queryAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).not.toContain(address);
  },
};

export const Loading: Story = {
  globals: { role: 'SUPERADMIN' },
  beforeEach: ({ msw }) => msw.use(...latency(60_000, homePath)),
  play: async ({ canvasElement }) => {
    const performance = await section(canvasElement, 'Network performance');
    await expect(performance.getByText('Loading Pupils registered')).toBeInTheDocument();
  },
};

/** The dashboard could not be loaded: the page offers Retry. */
export const ServerError: Story = serverErrorShown('SUPERADMIN', homePath);

const recovery: FaultRecovery = [
  'SUPERADMIN',
  homePath,
  async (canvas) =>
    expect(
      await canvas.findByRole('heading', { name: 'Network performance: Stride' }, settled),
    ).toBeVisible(),
];

// Rules: home.dashboard.load-failed
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

// Rules: home.dashboard.load-failed
export const MalformedAnswer: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  beforeEach: ({ msw }) => msw.use(...malformedBody(homePath)),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('The dashboard could not be loaded');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
    // The tiles still lead on.
    await expect(within(canvasElement).getByRole('navigation', { name: 'Shortcuts' })).toBeVisible();
  },
};
