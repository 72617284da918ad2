import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DemoAccounts } from '../DemoAccounts/DemoAccounts';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'Components/LoginForm',
  tags: ['autodocs'],
  component: LoginForm,
  args: { onSubmit: fn(), supportEmail: 'support@stride.example' },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Username and password typed, LOG IN sends them (a test: the Default story stays untouched). */
export const LogIn: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Username/), 'school@demo.test');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'stride-demo');
    await userEvent.click(canvas.getByRole('button', { name: 'LOG IN' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { email: 'school@demo.test', password: 'stride-demo' },
        expect.anything(),
      ),
    );
    await expect(canvas.getByRole('link', { name: 'support@stride.example' })).toHaveAttribute(
      'href',
      'mailto:support@stride.example',
    );
  },
};

export const InvalidInput: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Username/), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'LOG IN' }));
    await expect(await canvas.findByText('Enter a valid e-mail address')).toBeVisible();
    await expect(canvas.getByText('Enter your password')).toBeVisible();
    // What was typed stays.
    await expect(canvas.getByLabelText(/Username/)).toHaveValue('not-an-email');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const IncorrectLogin: Story = {
  args: { error: 'Incorrect login/password', defaultValues: { email: 'super@demo.test' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Incorrect login/password');
  },
};

export const SchoolDisabled: Story = {
  args: { error: 'School has been disabled', defaultValues: { email: 'disabled@demo.test' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('School has been disabled');
  },
};

export const WrongAccount: Story = {
  args: {
    error: 'Wrong account. Use your admin credentials to login',
    defaultValues: { email: 'parent@demo.test' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Wrong account. Use your admin credentials to login',
    );
  },
};

export const Submitting: Story = {
  args: {
    onSubmit: fn(() => new Promise<void>(() => {})),
    defaultValues: { email: 'super@demo.test', password: 'stride-demo' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'LOG IN' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /LOG IN/ })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

export const WithDemoAccounts: Story = {
  args: {
    footer: (
      <DemoAccounts
        password="stride-demo"
        onPick={fn()}
        accounts={[
          { email: 'super@demo.test', description: 'Super admin' },
          { email: 'school@demo.test', description: 'School admin, terms not yet agreed' },
        ]}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Demo accounts' })).toBeVisible();
  },
};
