import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoDb, latency, malformedBody } from '@stride/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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
import { dashboardHomePath, dashboardSection } from '../../storybook/home-stories';

/** The home dashboard per role: network performance, the sign-up links and their copy, the server states (achievements and guides have their own title). */
const meta = {
  title: 'Pages/Home dashboard',
  ...pageMeta,
  args: { path: '/members/homev2', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The screen as the role chosen in the Role toolbar (one Chromatic capture per role). */
export const ByRole: Story = { ...byRole };

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
    const performance = await dashboardSection(canvasElement, /^Network performance: /);
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
    const links = await dashboardSection(canvasElement, 'Sign-up links');
    const school = demoDb.schools.find((row) => row.id === 101);
    await expect(links.getByText(`https://app.stride.example/welcome/${school?.code}`)).toBeVisible();
    await expect(links.getByText(`https://app.stride.example/welcome/${school?.staff_code}`)).toBeVisible();
    await userEvent.click(links.getByRole('button', { name: 'Copy Parent sign-up link' }));
    await expect(await links.findByText('Succesfully copied!')).toBeVisible();
    await expect(copied.at(-1)).toBe(`https://app.stride.example/welcome/${school?.code}`);
    await expect((await dashboardSection(canvasElement, 'Guides')).getAllByRole('article')).toHaveLength(3);
  },
};

// Rules: home.dashboard.copy-failed
export const CopyFails: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SCHOOL_ADMIN' },
  beforeEach: () => fakeClipboard(async () => Promise.reject(new Error('denied'))),
  play: async ({ canvasElement }) => {
    const links = await dashboardSection(canvasElement, 'Sign-up links');
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

export const Loading: Story = {
  parameters: { chromatic: { modes: pageModes } },
  globals: { role: 'SUPERADMIN' },
  beforeEach: ({ msw }) => msw.use(...latency(60_000, dashboardHomePath)),
  play: async ({ canvasElement }) => {
    const performance = await dashboardSection(canvasElement, 'Network performance');
    await expect(performance.getByText('Loading Pupils registered')).toBeInTheDocument();
  },
};

/** The dashboard could not be loaded: the page offers Retry. */
export const ServerError: Story = serverErrorShown('SUPERADMIN', dashboardHomePath);

const recovery: FaultRecovery = [
  'SUPERADMIN',
  dashboardHomePath,
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
  beforeEach: ({ msw }) => msw.use(...malformedBody(dashboardHomePath)),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('The dashboard could not be loaded');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
    // The tiles still lead on.
    await expect(within(canvasElement).getByRole('navigation', { name: 'Shortcuts' })).toBeVisible();
  },
};
