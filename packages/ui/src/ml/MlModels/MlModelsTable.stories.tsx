import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyModels } from './ml-story-data';
import { MlModelsTable } from './MlModelsTable';
import { pressRetryAfter } from '../../storybook/retry-story';

const meta = {
  title: 'Components/MlModelsTable',
  tags: ['autodocs'],
  component: MlModelsTable,
  args: {
    models: storyModels,
    onOpen: fn(),
    onCreate: fn(),
    onApply: fn(),
    onUploadCsv: fn(),
    onDuplicate: fn(),
    onDelete: fn(async () => {}),
  },
} satisfies Meta<typeof MlModelsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'ML models' });
    await expect(
      within(table).getByRole('rowheader', { name: 'Walking likelihood' }).closest('tr'),
    ).toHaveTextContent('PENDING');
    await expect(
      within(table).getByRole('rowheader', { name: 'Car or not' }).closest('tr'),
    ).toHaveTextContent('TRAINED');
  },
};

export const OpenCreateApplyDuplicate: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open Car or not' }));
    await expect(args.onOpen).toHaveBeenCalledWith(storyModels[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'New ML model' }));
    await expect(args.onCreate).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Apply Mode share by distance' }));
    await expect(args.onApply).toHaveBeenCalledWith(storyModels[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Duplicate Walking likelihood' }));
    await expect(args.onDuplicate).toHaveBeenCalledWith(storyModels[2]);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload CSV' }));
    await expect(args.onUploadCsv).toHaveBeenCalled();
  },
};

export const DeleteAsksFirst: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete Car or not' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete Car or not?' })).getByRole('button', {
        name: 'Yes',
      }),
    );
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(storyModels[1]));
  },
};

export const Empty: Story = {
  args: { models: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No ML models' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading ML models');
    await expect(within(canvasElement).queryByRole('table')).not.toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { models: [], error: 'The server did not answer.', onRetry: fn() },
};

/** Retry calls onRetry (a test: the LoadFailed story stays untouched). */
export const RetryCallsOnRetry: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...LoadFailed.args },
  play: pressRetryAfter(LoadFailed),
};
