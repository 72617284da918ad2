import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Alert } from './Alert';

const meta = {
  title: 'Primitives/Alert',
  tags: ['autodocs'],
  component: Alert,
  args: { children: 'The school year starts on 1 September.' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'The school year starts on 1 September.',
    );
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Alert {...args} variant="info" title="Info">
        The school year starts on 1 September.
      </Alert>
      <Alert {...args} variant="success" title="Success">
        Updated
      </Alert>
      <Alert {...args} variant="warning" title="Warning">
        Select at least 1 travel mode
      </Alert>
      <Alert {...args} variant="error" title="Error">
        Incorrect login/password
      </Alert>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Incorrect login/password');
  },
};

/** A failed login: announced at once through role alert. */
export const LoginFailed: Story = {
  args: { variant: 'error', children: 'Wrong account. Use your admin credentials to login' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Wrong account. Use your admin credentials to login',
    );
  },
};

export const WithTitle: Story = {
  args: { variant: 'success', title: 'Success', children: 'Updated' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Success');
    await expect(status).toHaveTextContent('Updated');
  },
};

export const WithAction: Story = {
  args: {
    variant: 'error',
    title: 'Error occured',
    children: 'The audience could not be loaded.',
    action: (
      <Button size="small" variant="secondary" onClick={fn()}>
        Retry
      </Button>
    ),
  },
};

/** Tab reaches the alert's action (a test: the WithAction story stays untouched). */
export const TabReachesTheAction: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...WithAction.args },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.tab();
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toHaveFocus();
  },
};

export const LongContent: Story = {
  args: {
    variant: 'warning',
    title: 'Token refresh failed',
    children:
      'Your session could not be renewed. Unsaved changes on this page are kept, but the next save will ask you to log in again. If this keeps happening, write to the support address shown on the login page.',
  },
};

/** A failure in human words, its technical ones behind a closed 'Technical details' (a save that failed). */
export const WithTechnicalDetails: Story = {
  args: {
    variant: 'error',
    title: 'Not saved',
    children: 'The notice could not be saved. Your changes are still here: try again.',
    detail: 'PUT api/admin/notices/12\n500 Internal Server Error',
  },
};

/**
 * Technical details opens below the message, and its toggle's line is exactly as tall as the toggle: what
 * follows it sits on whole pixels, so its text is drawn crisp and at the same place on every machine.
 */
export const OpenTheTechnicalDetails: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...WithTechnicalDetails.args },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    const toggle = within(alert).getByRole('button', { name: 'Technical details', expanded: false });
    const line = toggle.parentElement!;
    await expect(line.getBoundingClientRect().height).toBe(toggle.getBoundingClientRect().height);
    const detail = within(alert).getByText(/500 Internal Server Error/);
    await expect(detail).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(detail).toBeVisible();
    await expect(detail.getBoundingClientRect().top % 1).toBe(0);
  },
};
