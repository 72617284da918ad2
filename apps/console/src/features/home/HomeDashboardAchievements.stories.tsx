import type { Meta, StoryObj } from '@storybook/react-vite';
import { dashboardHomeOf, demoDb } from '@stride/mocks';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { pageMeta } from '../../storybook/page-stories';
import { dashboardHomePath, dashboardSection } from '../../storybook/home-stories';
import { pageModes } from '../../storybook/console-stories';

/** The home dashboard's achievements and guides: their order, their links, and what cannot be shown. */
const meta = {
  title: 'Pages/Home dashboard achievements and guides',
  ...pageMeta,
  args: { path: '/members/homev2', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

// Rules: home.dashboard.achievements, home.achievement.completed-last
export const AchievementsCompletedLast: Story = {
  parameters: { chromatic: { modes: pageModes } },
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const achievements = await dashboardSection(canvasElement, 'Achievements');
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
    const achievements = await dashboardSection(canvasElement, 'Achievements');
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
      http.get(dashboardHomePath, () => {
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
    const achievements = await dashboardSection(canvasElement, 'Achievements');
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
      http.get(dashboardHomePath, () => {
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
    const guides = await dashboardSection(canvasElement, 'Guides');
    const achievements = await dashboardSection(canvasElement, 'Achievements');
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
