import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Table } from '../record-table.styles';
import { RecordTableState } from './RecordTableState';

const meta = {
  title: 'Components/RecordTableState',
  component: RecordTableState,
  args: {
    loadingLabel: 'Loading councils',
    emptyTitle: 'No councils yet',
    emptyDescription: 'Add one with New Council.',
    onRetry: fn(),
    children: (
      <Table aria-label="Councils">
        <thead>
          <tr>
            <th scope="col">Name</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">London Borough of Camden</th>
          </tr>
        </tbody>
      </Table>
    ),
  },
} satisfies Meta<typeof RecordTableState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The records are there: the table shows, and none of the states. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Councils' })).toBeVisible();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading councils');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No councils yet' })).toBeVisible();
    await expect(canvas.getByText('Add one with New Council.')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** The load failed: the reason with Retry, which calls back. */
export const LoadFailed: Story = {
  args: { error: 'Server Error' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Server Error');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Failed, loading and empty at once: the failure wins, so Retry stays in reach. */
export const LoadFailedWhileLoading: Story = {
  args: { error: 'Server Error', loading: true, empty: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'No councils yet' })).not.toBeInTheDocument();
  },
};

/** Without `onRetry` the failure is shown with no button. */
export const LoadFailedWithoutRetry: Story = {
  args: { error: 'Server Error', onRetry: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Server Error');
    await expect(canvas.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  },
};
