import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ChatModal } from './ChatModal';
import { escapeClosesAndRefocuses } from '../../storybook/dialog-keyboard';
import { Button } from '../../primitives/Button/Button';

const now = new Date('2026-06-15T12:00:00');
const messages = [
  {
    id: 1,
    sender_user_id: 7,
    message: 'Thank you for sharing the walking route.',
    created_timestamp: '2026-06-15 11:30:00',
  },
  {
    id: 2,
    sender_user_id: 42,
    message: 'Could we add the crossing on Park Road?',
    created_timestamp: '2026-06-15 11:45:00',
  },
];

const meta = {
  title: 'Components/ChatModal',
  tags: ['autodocs'],
  // Its stories open dialogs, which would cover the docs page: each story is shown in a frame of its own.
  parameters: { docs: { story: { inline: false, iframeHeight: 680 } } },
  component: ChatModal,
  args: { partner: 'Parent', onClose: fn(), viewerId: 7, messages, onSend: fn(async () => {}), now },
} satisfies Meta<typeof ChatModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Chat with Parent' }));

export const Conversation: Story = {
  play: async () => {
    const modal = await dialog();
    const items = within(modal.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('You · 30 minutes ago');
    await expect(items[1]).toHaveTextContent(
      'Parent · 15 minutes agoCould we add the crossing on Park Road?',
    );
  },
};

export const NoMessagesYet: Story = {
  args: { messages: [] },
  play: async () => {
    await expect((await dialog()).getByText('No messages yet. Write the first one below.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { messages: [], loading: true },
  play: async () => {
    await expect((await dialog()).getByRole('status')).toHaveTextContent('Loading the messages');
  },
};

export const LoadFailed: Story = {
  args: { messages: [], error: 'Server Error', onRetry: fn() },
};

/** Retry calls onRetry (a test: the LoadFailed story stays untouched). */
export const RetryCallsOnRetry: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...LoadFailed.args },
  play: async ({ args }) => {
    await userEvent.click((await dialog()).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const SendAMessage: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args }) => {
    const modal = await dialog();
    const box = modal.getByRole('textbox', { name: 'Write a message' });
    await expect(modal.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.type(box, '   ');
    await expect(modal.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.type(box, 'See you at the gate');
    await userEvent.click(modal.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledWith('See you at the gate');
    await waitFor(() => expect(box).toHaveValue(''));
  },
};

export const SendFailsKeepsTheText: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    onSend: fn(async () => {
      throw new Error('Server Error');
    }),
  },
  play: async () => {
    const modal = await dialog();
    const box = modal.getByRole('textbox', { name: 'Write a message' });
    await userEvent.type(box, 'See you at the gate');
    await userEvent.click(modal.getByRole('button', { name: 'Send' }));
    await expect(await modal.findByRole('alert')).toHaveTextContent('The message was not sentServer Error');
    await expect(box).toHaveValue('See you at the gate');
  },
};

export const LongMessagesAreCut: Story = {
  tags: ['!dev', '!autodocs'],
  play: async () => {
    await expect((await dialog()).getByRole('textbox', { name: 'Write a message' })).toHaveAttribute(
      'maxLength',
      '1000',
    );
  },
};

export const CloseWithEscape: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args }) => {
    await dialog();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Opened from a button: Escape closes it and focus goes back to that button. */
export const EscapeReturnsFocus: Story = {
  tags: ['!dev', '!autodocs'],
  args: { partner: null },
  render: function Opener(args) {
    const [partner, setPartner] = useState<string | null>(null);
    return (
      <>
        <Button onClick={() => setPartner('Parent')}>Chat</Button>
        <ChatModal {...args} partner={partner} onClose={() => setPartner(null)} />
      </>
    );
  },
  play: async ({ canvasElement }) => escapeClosesAndRefocuses(canvasElement, 'Chat', 'Chat with Parent'),
};
