import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { GroupsModal } from './GroupsModal';
import { escapeClosesAndRefocuses } from '../../storybook/dialog-keyboard';
import { Button } from '../../primitives/Button/Button';

const groups = [
  { id: 1, name: 'Walkers', description: 'Pupils who walk', school_ids: [101] },
  { id: 2, name: 'Cyclists', description: 'Pupils who cycle', school_ids: [101] },
];

const meta = {
  title: 'Components/GroupsModal',
  tags: ['autodocs'],
  // Its stories open dialogs, which would cover the docs page: each story is shown in a frame of its own.
  parameters: { docs: { story: { inline: false, iframeHeight: 680 } } },
  component: GroupsModal,
  args: { open: true, onOpenChange: fn(), groups, onSave: fn(async () => {}), onDelete: fn(async () => {}) },
} satisfies Meta<typeof GroupsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'School groups' });

export const Default: Story = {
  play: async () => {
    const list = within(await dialog()).getByRole('list', { name: 'School groups' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(list).getByText('Pupils who walk')).toBeVisible();
  },
};

// Rules: notices.groups.description-first, notices.groups.error-title
export const DescriptionCheckedBeforeName: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args }) => {
    const modal = within(await dialog());
    await userEvent.click(modal.getByRole('button', { name: 'Create group' }));
    await expect(modal.getByRole('alert')).toHaveTextContent('ErrorDescription is required');
    await userEvent.type(modal.getByRole('textbox', { name: 'Description' }), 'Years 5 and 6');
    await userEvent.click(modal.getByRole('button', { name: 'Create group' }));
    await expect(modal.getByRole('alert')).toHaveTextContent('Name is required');
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(modal.getByRole('textbox', { name: 'Description' })).toHaveValue('Years 5 and 6');
  },
};

// Rules: notices.groups.limits
export const CreateWithinLimits: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args }) => {
    const modal = within(await dialog());
    await userEvent.type(modal.getByRole('textbox', { name: 'Name' }), 'A very long group name indeed');
    await expect(modal.getByRole('textbox', { name: 'Name' })).toHaveValue('A very long group na');
    await expect(modal.getByRole('textbox', { name: 'Description' })).toHaveAttribute('maxLength', '80');
    await userEvent.type(modal.getByRole('textbox', { name: 'Description' }), 'Upper school');
    await userEvent.click(modal.getByRole('button', { name: 'Create group' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({ name: 'A very long group na', description: 'Upper school' }),
    );
    await expect(modal.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  },
};

export const Edit: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args }) => {
    const modal = within(await dialog());
    await userEvent.click(modal.getByRole('button', { name: 'Edit Walkers' }));
    await expect(modal.getByRole('textbox', { name: 'Name' })).toHaveValue('Walkers');
    await userEvent.clear(modal.getByRole('textbox', { name: 'Name' }));
    await userEvent.type(modal.getByRole('textbox', { name: 'Name' }), 'Walking bus');
    await userEvent.click(modal.getByRole('button', { name: 'Save group' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        id: 1,
        name: 'Walking bus',
        description: 'Pupils who walk',
      }),
    );
  },
};

export const DeleteAsksFirst: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args }) => {
    const modal = within(await dialog());
    await userEvent.click(modal.getByRole('button', { name: 'Delete Cyclists' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete the group Cyclists?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'No' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(modal.getByRole('button', { name: 'Delete Cyclists' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(groups[1]));
  },
};

export const Empty: Story = {
  args: { groups: [] },
  play: async () => {
    await expect(within(await dialog()).getByRole('heading', { name: 'No groups' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { groups: [], error: 'The server did not answer.', onRetry: fn() },
};

/** Retry calls onRetry (a test: the LoadFailed story stays untouched). */
export const RetryCallsOnRetry: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...LoadFailed.args },
  play: async ({ args }) => {
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Opened from a button: Escape closes it and focus goes back to that button. */
export const EscapeReturnsFocus: Story = {
  tags: ['!dev', '!autodocs'],
  args: { open: false },
  render: function Opener(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Groups</Button>
        <GroupsModal {...args} open={open} onOpenChange={setOpen} />
      </>
    );
  },
  play: async ({ canvasElement }) => escapeClosesAndRefocuses(canvasElement, 'Groups', 'School groups'),
};
