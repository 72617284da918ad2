import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Primitives/ErrorState',
  tags: ['autodocs'],
  component: ErrorState,
  args: { message: 'Error occured', onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(alert).toHaveTextContent('Error occured');
  },
};

export const Retry: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const RetryWithKeyboard: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Retry' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvasElement }) => {
    const retry = within(canvasElement).getByRole('button', { name: /Retry/ });
    await expect(retry).toHaveAttribute('aria-busy', 'true');
  },
};

/** A click on Retry while retrying does not call onRetry (a test: the Retrying story stays untouched). */
export const RetryingIgnoresClicks: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...Retrying.args },
  play: async (context) => {
    await Retrying.play?.(context);
    const retry = within(context.canvasElement).getByRole('button', { name: /Retry/ });
    await userEvent.click(retry);
    await expect(context.args.onRetry).not.toHaveBeenCalled();
  },
};

/** A response that failed its schema (an ApiError of kind invalid-response). */
export const InvalidResponse: Story = {
  args: {
    title: 'The data could not be read',
    message: 'The server sent an answer the console does not understand. Your input is kept.',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'The data could not be read' }),
    ).toBeVisible();
  },
};

export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The technical detail waits behind a closed disclosure: the reader sees the human message first. */
export const WithTechnicalDetails: Story = {
  args: {
    message: 'This page stopped working. Try again, or go back to Home.',
    detail: 'TypeError: rows.filter is not a function',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const detail = canvas.getByText('TypeError: rows.filter is not a function');
    await expect(detail).not.toBeVisible();
  },
};

/**
 * Technical details opens the detail, Retry still there (a test: the WithTechnicalDetails story stays
 * untouched).
 */
export const OpenTheTechnicalDetails: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...WithTechnicalDetails.args },
  play: async (context) => {
    await WithTechnicalDetails.play?.(context);
    const canvas = within(context.canvasElement);
    const detail = canvas.getByText('TypeError: rows.filter is not a function');
    const toggle = canvas.getByRole('button', { name: 'Technical details', expanded: false });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(detail).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
