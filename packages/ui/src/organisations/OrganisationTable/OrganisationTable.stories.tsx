import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Organisation } from '@stride/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrganisationTable } from './OrganisationTable';
import { pressRetryAfter } from '../../storybook/retry-story';

const schools: Organisation[] = [
  { id: 101, name: 'Hill Primary', status: 'active', pupils_count: 320, parents_count: 410, staff_count: 31 },
  {
    id: 102,
    name: 'Brook Academy',
    status: 'disabled',
    pupils_count: 910,
    parents_count: 1200,
    staff_count: 88,
  },
];
const councils: Organisation[] = [
  {
    id: 1,
    name: 'London Borough of Camden',
    status: 'active',
    school_count: 12,
    organization_type: 'COUNCIL',
  },
];

const meta = {
  title: 'Components/OrganisationTable',
  tags: ['autodocs'],
  component: OrganisationTable,
  args: { organisations: schools, type: 'school', onOpen: fn(), onRetry: fn() },
} satisfies Meta<typeof OrganisationTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Schools' });
    await expect(within(table).getAllByRole('columnheader').length).toBe(7);
    await expect(within(table).getByRole('cell', { name: '410' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Edit TD/ })).not.toBeInTheDocument();
  },
};

/** A school's name opens it (a test: the Default story stays untouched). */
export const OpenASchool: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await Default.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Hill Primary' }));
    await expect(context.args.onOpen).toHaveBeenCalledWith(schools[0]);
  },
};

export const FilterByName: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Filter Name' }), 'brook');
    await expect(await canvas.findByText('Showing 1 of 2')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Hill Primary' })).not.toBeInTheDocument();
  },
};

export const Councils: Story = {
  args: { organisations: councils, type: 'council' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Councils' });
    await expect(within(table).getByRole('columnheader', { name: /Schools/ })).toBeVisible();
    await expect(within(table).queryByRole('columnheader', { name: /Pupils/ })).not.toBeInTheDocument();
    await expect(within(table).getByRole('cell', { name: '12' })).toBeVisible();
  },
};

export const SuperAdminEditTd: Story = {
  tags: ['!dev', '!autodocs'],
  args: { onEditTravelDirectory: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit TD 102' }));
    await expect(args.onEditTravelDirectory).toHaveBeenCalledWith(schools[1]);
  },
};

export const Empty: Story = {
  args: { organisations: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No schools yet')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Schools' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LoadFailed: Story = {
  args: { error: 'Server Error' },
};

/** Retry calls onRetry (a test: the LoadFailed story stays untouched). */
export const RetryCallsOnRetry: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...LoadFailed.args },
  play: pressRetryAfter(LoadFailed),
};
