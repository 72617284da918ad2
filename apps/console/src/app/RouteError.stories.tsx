import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RouteObject } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleAt } from '../storybook/ConsoleAt';
import { pageModes, settled } from '../storybook/console-stories';
import { pageMeta } from '../storybook/page-stories';
import { routes } from './routes';

/** A page that throws while `broken`, as a page meeting an answer it cannot read would. */
let broken = true;
function CrashingPage() {
  if (broken) throw new TypeError('rows.filter is not a function');
  return <h2>The page works again</h2>;
}

/** The console's routes with the crashing page at /members/crash, inside the members layout. */
function withCrashingPage(tree: RouteObject[]): RouteObject[] {
  return tree.map((route): RouteObject => {
    if (route.index || !route.children) return route;
    const [pages, ...rest] = route.children;
    if (route.path !== '/members' || !pages || pages.index)
      return { ...route, children: withCrashingPage(route.children) };
    const crashing: RouteObject = { path: 'crash', handle: { screen: 'home' }, element: <CrashingPage /> };
    return { ...route, children: [{ ...pages, children: [...(pages.children ?? []), crashing] }, ...rest] };
  });
}

const meta = {
  title: 'Pages/Error page',
  ...pageMeta,
  args: { path: '/members/crash', role: 'SCHOOL_ADMIN', routeTree: withCrashingPage(routes) },
  beforeEach: (context) => {
    broken = true;
    return pageMeta.beforeEach(context);
  },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page that throws shows the console's error page inside the layout: the menu, Retry, a way home. */
export const PageStoppedWorking: Story = {
  parameters: { chromatic: { modes: pageModes } },
  // Waits for the error page, touches nothing.
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('alert', {}, settled);
  },
};

/** What the error page says, and what it keeps (a test, at a desktop's width: the menu beside it). */
export const PageStoppedWorkingSaysWhat: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, settled);
    await expect(within(alert).getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(alert).toHaveTextContent('This page stopped working.');
    await expect(canvas.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
    // The technical words wait behind a disclosure.
    await expect(within(alert).getByText('TypeError: rows.filter is not a function')).not.toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  },
};

export const RetryShowsThePageAgain: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const retry = await canvas.findByRole('button', { name: 'Retry' }, settled);
    // What broke the page is mended (an answer the server now sends right): Retry shows the page.
    broken = false;
    await userEvent.click(retry);
    await expect(await canvas.findByRole('heading', { name: 'The page works again' }, settled)).toBeVisible();
  },
};

export const BackToHome: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Back to Home' }, settled));
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument(), settled);
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  },
};
