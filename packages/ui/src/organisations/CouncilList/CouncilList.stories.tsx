import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Council } from '@stride/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CouncilList } from './CouncilList';
import { pressRetryAfter } from '../../storybook/retry-story';

const councils: Council[] = [
  {
    id: 1,
    name: 'London Borough of Camden',
    school_count: 2,
    schools: [
      { id: 101, name: 'Hill Primary', status: 'active' },
      { id: 102, name: 'Heath Secondary', status: 'disabled' },
    ],
  },
  { id: 2, name: 'London Borough of Hackney', school_count: 0, schools: [] },
];

const meta = {
  title: 'Components/CouncilList',
  tags: ['autodocs'],
  component: CouncilList,
  args: { councils, onEdit: fn(), onEditTravelDirectory: fn(), onRetry: fn() },
} satisfies Meta<typeof CouncilList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Councils' });
    await expect(within(table).getByRole('rowheader', { name: 'London Borough of Camden' })).toBeVisible();
    await expect(
      within(table).queryByRole('list', { name: 'Schools of London Borough of Camden' }),
    ).not.toBeInTheDocument();
  },
};

export const ExpandSchools: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Schools of London Borough of Camden' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const schools = canvas.getByRole('list', { name: 'Schools of London Borough of Camden' });
    await expect(
      within(schools)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Hill Primary', 'Heath Secondarydisabled']);
    // The same button closes them again, by keyboard as well.
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(
      canvas.queryByRole('list', { name: 'Schools of London Borough of Camden' }),
    ).not.toBeInTheDocument();
  },
};

export const CouncilWithoutSchools: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Schools of London Borough of Hackney' }));
    await expect(canvas.getByText('No schools in this council yet.')).toBeVisible();
  },
};

export const EditAndEditTd: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit London Borough of Hackney' }));
    await expect(args.onEdit).toHaveBeenCalledWith(councils[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit TD of London Borough of Camden' }));
    await expect(args.onEditTravelDirectory).toHaveBeenCalledWith(councils[0]);
  },
};

export const Empty: Story = {
  args: { councils: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No councils' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading councils');
  },
};

export const LoadFailed: Story = {
  args: { error: 'Server Error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Server Error');
  },
};

/** Retry calls onRetry (a test: the LoadFailed story stays untouched). */
export const RetryCallsOnRetry: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...LoadFailed.args },
  play: pressRetryAfter(LoadFailed),
};
