import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { discardQuestion } from '../../storybook/dialog-keyboard';
import { ConfirmDialog } from './ConfirmDialog';
import { DiscardPrompt } from './DiscardPrompt';

const meta = {
  title: 'Primitives/ConfirmDialog',
  tags: ['autodocs'],
  // Its stories open dialogs, which would cover the docs page: each story is shown in a frame of its own.
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
  component: ConfirmDialog,
  args: {
    trigger: <Button variant="danger">Delete device</Button>,
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const settleAfter = (ms: number, outcome: 'resolve' | 'reject') =>
  new Promise<void>((resolve, reject) =>
    setTimeout(() => (outcome === 'resolve' ? resolve() : reject(new Error('Error occured'))), ms),
  );

export const Default: Story = {};

/** The trigger opens the question, focus on No (a test: the Default story stays untouched). */
export const OpenTheQuestion: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete device' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure ?' });
    // Focus starts on No, so a stray Enter never confirms.
    await expect(within(dialog).getByRole('button', { name: 'No' })).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeVisible();
  },
};

export const ConfirmWithYes: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (ctx) => {
    await OpenTheQuestion.play?.(ctx);
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(ctx.args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(ctx.args.onCancel).not.toHaveBeenCalled();
    await expect(ctx.args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const CancelWithNo: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (ctx) => {
    await OpenTheQuestion.play?.(ctx);
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(ctx.args.onCancel).toHaveBeenCalledTimes(1);
    await expect(ctx.args.onConfirm).not.toHaveBeenCalled();
    await expect(within(ctx.canvasElement).getByRole('button', { name: 'Delete device' })).toHaveFocus();
  },
};

export const CancelWithEscape: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (ctx) => {
    await OpenTheQuestion.play?.(ctx);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(ctx.args.onCancel).toHaveBeenCalledTimes(1);
    await expect(ctx.args.onConfirm).not.toHaveBeenCalled();
  },
};

export const ConfirmWithKeyboard: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (ctx) => {
    await OpenTheQuestion.play?.(ctx);
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(ctx.args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Deleting a user: Yes is a danger button. */
export const Destructive: Story = {
  args: { destructive: true, message: 'Are you sure you want to delete ?', defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete ?' });
    await expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeVisible();
  },
};

export const DeletePost: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    destructive: true,
    message: 'Remove this post from the School Notice Board?',
    description: 'Parents will no longer see it in the app.',
    trigger: <Button variant="danger">Delete post</Button>,
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete post' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Remove this post from the School Notice Board?',
    });
    await expect(dialog).toHaveAccessibleDescription('Parents will no longer see it in the app.');
  },
};

/** The server call runs: Yes shows it is working, No and Escape wait, then the dialog closes. */
export const AsyncConfirm: Story = {
  tags: ['!dev', '!autodocs'],
  args: { onConfirm: fn(() => settleAfter(600, 'resolve')) },
  play: async (ctx) => {
    await OpenTheQuestion.play?.(ctx);
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    const dialog = screen.getByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: /Yes/ })).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'No' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(ctx.args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(ctx.args.onCancel).not.toHaveBeenCalled();
  },
};

/** The server call fails: the question stays, and Yes can be pressed again. */
export const AsyncConfirmFails: Story = {
  tags: ['!dev', '!autodocs'],
  args: { onConfirm: fn(() => settleAfter(300, 'reject')) },
  play: async (ctx) => {
    await OpenTheQuestion.play?.(ctx);
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Yes' })).not.toHaveAttribute('aria-busy'));
    await expect(screen.getByRole('alertdialog', { name: 'Are you sure ?' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'No' })).toBeEnabled();
  },
};

/** `DiscardPrompt`, the question before unsaved changes are dropped: Stay has focus, so Enter keeps editing. */
export const DiscardPromptStays: Story = {
  tags: ['!dev', '!autodocs'],
  args: { trigger: undefined },
  render: (args) => (
    <DiscardPrompt
      words={discardQuestion}
      open
      onLeave={args.onConfirm}
      onStay={args.onCancel ?? (() => undefined)}
    />
  ),
  play: async ({ args }) => {
    const question = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(question).toHaveAccessibleDescription(
      'Your changes have not been saved. If you leave, they are discarded.',
    );
    await waitFor(() => expect(within(question).getByRole('button', { name: 'Stay' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
