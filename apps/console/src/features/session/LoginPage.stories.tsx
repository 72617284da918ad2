import type { Meta, StoryObj } from '@storybook/react-vite';
import { answerTimedOutMessage, loginPath } from '@stride/api';
import { latency, malformedBody, networkError, noAnswer, serverError } from '@stride/mocks';
import { http } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleAt } from '../../storybook/ConsoleAt';
import { demoBackend, pageModes, settled } from '../../storybook/console-stories';
import { holdTheDeadlines, passTheDeadline, runningDeadlines } from '../../storybook/deadline-clock';
import { failureMessages } from '../../app/load-error';
import { expectTechnicalDetail } from '../../storybook/alert-stories';
import { homeVariants } from '@stride/domain';
import { supportEmail } from './login-settings';
import { sessionNotKeptMessage } from '../../session/SessionNotKeptNotice';

const meta = {
  title: 'Pages/Login',
  component: ConsoleAt,
  args: { path: '/', role: null },
  parameters: { layout: 'fullscreen' },
  beforeEach: demoBackend,
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

async function logIn(canvasElement: HTMLElement, email: string, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/Username/), email);
  await userEvent.type(canvas.getByLabelText(/^Password/), password);
  await userEvent.click(canvas.getByRole('button', { name: 'LOG IN' }));
}

// Rules: session.login.fields, session.login.support-help
export const Default: Story = {
  parameters: { chromatic: { modes: pageModes } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Log in to the Stride console' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Demo accounts' })).toBeVisible();
    // The product's fields: username (an e-mail), password, LOG IN, and help with the support address.
    await expect(canvas.getByRole('textbox', { name: /Username/ })).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'LOG IN' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: supportEmail })).toHaveAttribute(
      'href',
      `mailto:${supportEmail}`,
    );
  },
};

/** A school admin's Home is its school's dashboard (ADR 0111): LOG IN lands there. */
// Rules: session.login.lands-on-home
export const SchoolAdminLandsOnTheDashboard: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await logIn(canvasElement, 'school@demo.test', 'stride-demo');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Home' }, settled)).toBeVisible();
    await expect(canvas.getByText(homeVariants[1].description)).toBeVisible();
  },
};

/** An address that is no page outside /members goes to Login. */
// Rules: layout.route.unknown-address
export const UnknownAddressShowsLogin: Story = {
  tags: ['!dev', '!autodocs'],
  args: { path: '/no-such-page' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'LOG IN' }, settled)).toBeVisible();
  },
};

/** Only Login and Logout are public: a /members address opened signed out shows Login. */
// Rules: session.routes.public
export const MembersAddressSignedOutShowsLogin: Story = {
  tags: ['!dev', '!autodocs'],
  args: { path: '/members/maps' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'LOG IN' }, settled)).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  },
};

// Rules: session.login.lands-on-home
export const PickDemoAccountAndLogIn: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Use council@demo.test' }));
    await expect(canvas.getByLabelText(/Username/)).toHaveValue('council@demo.test');
    await userEvent.click(canvas.getByRole('button', { name: 'LOG IN' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  },
};

// Rules: session.login.wrong-credentials, session.login.failure-alert
export const IncorrectLogin: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'super@demo.test', 'wrong-password');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Incorrect login/password',
    );
    await expect(within(canvasElement).getByLabelText(/Username/)).toHaveValue('super@demo.test');
  },
};

// Rules: session.login.school-disabled
export const SchoolDisabled: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'disabled@demo.test', 'stride-demo');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'School has been disabled',
    );
  },
};

// Rules: session.login.no-admin-roles
export const WrongAccount: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'parent@demo.test', 'stride-demo');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Wrong account. Use your admin credentials to login',
    );
  },
};

// Rules: session.login.failure-alert
export const ServerFails: Story = {
  tags: ['!dev', '!autodocs'],
  beforeEach: ({ msw }) => msw.use(...serverError(undefined, { includeLogin: true })),
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'super@demo.test', 'stride-demo');
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(failureMessages.serverProblem);
    await expectTechnicalDetail(alert, /Server Error/);
    await expect(within(canvasElement).getByLabelText(/^Password/)).toHaveValue('stride-demo');
  },
};

/**
 * This browser's storage is full (other sites' data took it): the login still works for this page,
 * the layout says a reload will ask for the login again, and nothing of the session is stored.
 */
// Rules: session.storage.full-at-login
export const LogInWithTheStorageFull: Story = {
  tags: ['!dev', '!autodocs'],
  beforeEach: () => {
    const setItem = Storage.prototype.setItem;
    const full = spyOn(Storage.prototype, 'setItem').mockImplementation(function (
      this: Storage,
      key: string,
      value: string,
    ) {
      if (key.startsWith('stride.'))
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    return () => full.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await logIn(canvasElement, 'council@demo.test', 'stride-demo');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Home' }, settled)).toBeVisible();
    const notice = await canvas.findByText(sessionNotKeptMessage.title, {}, settled);
    await expect(notice).toBeVisible();
    await expect(canvas.getByText(sessionNotKeptMessage['storage-full'])).toBeVisible();
    await expect(localStorage.getItem('stride.token')).toBeNull();
    await expect(localStorage.getItem('stride.user')).toBeNull();
  },
};

export const Offline: Story = {
  tags: ['!dev', '!autodocs'],
  beforeEach: ({ msw }) => msw.use(...networkError(undefined, { includeLogin: true })),
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'super@demo.test', 'stride-demo');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The server could not be reached. Check your connection and try again.',
    );
  },
};

/** The login answer is not what the API promises: an alert, the form keeps what was typed. */
export const MalformedAnswer: Story = {
  tags: ['!dev', '!autodocs'],
  beforeEach: ({ msw }) => msw.use(...malformedBody(`*/${loginPath}`, { body: 'not-json' })),
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'super@demo.test', 'stride-demo');
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(failureMessages.unreadable);
    await expectTechnicalDetail(alert, new RegExp(`The answer to POST ${loginPath} is not JSON`));
    await expect(within(canvasElement).getByLabelText(/^Password/)).toHaveValue('stride-demo');
  },
};

/** The login call hangs: after 10 s (a fake clock, ADR 0093) the form says so, and LOG IN again gets in. */
export const SlowAnswerThenLogInAgain: Story = {
  tags: ['!dev', '!autodocs'],
  beforeEach: ({ msw }) => {
    msw.use(...noAnswer(`*/${loginPath}`, { once: true }));
    return holdTheDeadlines();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await logIn(canvasElement, 'super@demo.test', 'stride-demo');
    await waitFor(() => expect(runningDeadlines()).toBe(1), settled);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    passTheDeadline();
    await expect(await canvas.findByRole('alert')).toHaveTextContent(answerTimedOutMessage);
    await userEvent.click(canvas.getByRole('button', { name: 'LOG IN' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Home' }, settled)).toBeVisible();
  },
};

const loginCalls = { count: 0 };

/** A double click on LOG IN signs in once: the button is busy from the first click until Home shows. */
export const DoubleClickSignsInOnce: Story = {
  tags: ['!dev', '!autodocs'],
  beforeEach: ({ msw }) => {
    loginCalls.count = 0;
    const counter = http.post(`*/${loginPath}`, () => {
      loginCalls.count += 1;
      return undefined;
    });
    msw.use(counter, ...latency(1_000, `*/${loginPath}`));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Username/), 'super@demo.test');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'stride-demo');
    const logInButton = canvas.getByRole('button', { name: 'LOG IN' });
    await userEvent.dblClick(logInButton);
    await expect(logInButton).toHaveAttribute('aria-busy', 'true');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Home' }, settled)).toBeVisible();
    await expect(loginCalls.count).toBe(1);
  },
};
