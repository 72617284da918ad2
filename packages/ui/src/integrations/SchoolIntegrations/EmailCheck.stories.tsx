import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { EmailCheck } from './EmailCheck';
import { emailAccounts, organisations } from './integrations.sample';

const meta = {
  title: 'Components/EmailCheck',
  tags: ['autodocs'],
  component: EmailCheck,
  args: { schools: organisations, onCheck: fn(), onExclude: fn() },
} satisfies Meta<typeof EmailCheck>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** An email typed, Check sends it (a test: the Default story stays untouched). */
export const CheckAnEmail: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'amy@mail.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    await waitFor(() =>
      expect(args.onCheck).toHaveBeenCalledWith({ email: 'amy@mail.test', school_id: '' }, expect.anything()),
    );
  },
};

export const EmailRequired: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    await expect(await canvas.findByText('Please input Email')).toBeVisible();
    await expect(args.onCheck).not.toHaveBeenCalled();
  },
};

export const WithResult: Story = {
  args: { accounts: emailAccounts },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Email check result' }));
    await expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Wonde user id',
      'Email',
      'First name',
      'Last name',
      'Status',
      'Type',
      'Consumed',
      'Exclude',
    ]);
    await expect(table.getByRole('button', { name: 'Exclude S4' })).toBeDisabled();
  },
};

/** Exclude asks first, naming the account; Yes hands it to onExclude (a test: the WithResult story stays untouched). */
export const ExcludeAnAccount: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...WithResult.args },
  play: async (context) => {
    await WithResult.play?.(context);
    const table = within(within(context.canvasElement).getByRole('table', { name: 'Email check result' }));
    await userEvent.click(table.getByRole('button', { name: 'Exclude P17' }));
    await expect(context.args.onExclude).not.toHaveBeenCalled();
    const question = await screen.findByRole('alertdialog', { name: /^Exclude .+\?$/ });
    await userEvent.click(within(question).getByRole('button', { name: 'Yes' }));
    await expect(context.args.onExclude).toHaveBeenCalledWith(emailAccounts[0]);
  },
};

export const NoAccount: Story = {
  args: { accounts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'The provider has no account with this e-mail.',
    );
  },
};
