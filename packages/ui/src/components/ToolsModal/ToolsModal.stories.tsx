import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { discardQuestion } from '../../storybook/dialog-keyboard';
import { Button } from '../../primitives/Button/Button';
import { TextField } from '../../primitives/TextField/TextField';
import { ToolsModal, type ToolsModalProps } from './ToolsModal';

/** A tools modal with one field, opened by a button: what is typed makes it `unsaved`. */
function WithAField(args: ToolsModalProps) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open tool</Button>
      <ToolsModal
        {...args}
        open={open}
        unsaved={name !== ''}
        onDiscard={() => {
          setName('');
          args.onDiscard?.();
        }}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
      >
        <TextField label="Model name" value={name} onValueChange={setName} />
      </ToolsModal>
    </>
  );
}

const meta = {
  title: 'Components/ToolsModal',
  tags: ['autodocs'],
  component: ToolsModal,
  args: {
    title: 'Add csv Stap Data',
    open: false,
    onOpenChange: fn(),
    onDiscard: fn(),
    discardQuestion,
    children: null,
  },
  render: (args) => <WithAField {...args} />,
} satisfies Meta<typeof ToolsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open tool' }));
  return screen.findByRole('dialog', { name: 'Add csv Stap Data' });
};

/** Closed, with the button that opens it (the open modal is pictured by the Open The Tool test). */
export const Default: Story = {};

/**
 * Open tool opens the modal: 1150 wide, named by its title; its close button says what it closes (a test: the
 * Default story stays untouched).
 */
export const OpenTheTool: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Close Add csv Stap Data' })).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: 'Model name' })).toBeVisible();
  },
};

/** A click outside does nothing: what was typed stays. */
export const OutsideClickDoesNothing: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Model name' }), 'Walk or not');
    // What is drawn at the window's corner is the overlay around the dialog.
    const outside = document.elementFromPoint(1, 1) as HTMLElement;
    await expect(dialog).not.toContainElement(outside);
    await userEvent.click(outside);
    await expect(screen.getByRole('dialog', { name: 'Add csv Stap Data' })).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: 'Model name' })).toHaveValue('Walk or not');
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};

/** Nothing typed: Escape closes at once. */
export const EscapeClosesUnchanged: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    await open(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add csv Stap Data' })).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Something typed: the close button asks first; Stay keeps it, Leave closes and empties the form. */
export const CloseAsksFirstWhenTyped: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Model name' }), 'Walk or not');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close Add csv Stap Data' }));
    const question = await screen.findByRole('alertdialog', { name: discardQuestion.question });
    await userEvent.click(within(question).getByRole('button', { name: discardQuestion.stay }));
    await expect(within(dialog).getByRole('textbox', { name: 'Model name' })).toHaveValue('Walk or not');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close Add csv Stap Data' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: discardQuestion.question })).getByRole('button', {
        name: discardQuestion.leave,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add csv Stap Data' })).toBeNull());
    await expect(args.onDiscard).toHaveBeenCalled();
    // Opened again, the form starts empty.
    const again = await open(canvasElement);
    await expect(within(again).getByRole('textbox', { name: 'Model name' })).toHaveValue('');
  },
};
