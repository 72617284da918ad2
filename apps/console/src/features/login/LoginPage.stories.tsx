import type { Meta, StoryObj } from '@storybook/react-vite';
import { networkError, serverError } from '@stride/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { ConsoleAt } from '../../storybook/ConsoleAt';
import { demoBackend } from '../../storybook/console-stories';

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

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Log in to the Stride console' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Demo accounts' })).toBeVisible();
  },
};

export const PickDemoAccountAndLogIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Use council@demo.test' }));
    await expect(canvas.getByLabelText(/Username/)).toHaveValue('council@demo.test');
    await userEvent.click(canvas.getByRole('button', { name: 'LOG IN' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  },
};

export const IncorrectLogin: Story = {
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'super@demo.test', 'wrong-password');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Incorrect login/password');
    await expect(within(canvasElement).getByLabelText(/Username/)).toHaveValue('super@demo.test');
  },
};

export const SchoolDisabled: Story = {
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'disabled@demo.test', 'stride-demo');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('School has been disabled');
  },
};

export const WrongAccount: Story = {
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'parent@demo.test', 'stride-demo');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Wrong account. Use your admin credentials to login');
  },
};

export const ServerFails: Story = {
  beforeEach: ({ msw }) => msw.use(...serverError(undefined, { includeLogin: true })),
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'super@demo.test', 'stride-demo');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Server Error');
    await expect(within(canvasElement).getByLabelText(/^Password/)).toHaveValue('stride-demo');
  },
};

export const Offline: Story = {
  beforeEach: ({ msw }) => msw.use(...networkError(undefined, { includeLogin: true })),
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'super@demo.test', 'stride-demo');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The server could not be reached. Check your connection and try again.');
  },
};
