import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { AlertDialog, useAlert } from './AlertDialog';

const meta = {
  title: 'Primitives/AlertDialog',
  tags: ['autodocs'],
  // Its stories open dialogs, which would cover the docs page: each story is shown in a frame of its own.
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
  component: AlertDialog,
  args: { message: 'Upload failed', open: true, onClose: fn() },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: the message names an alert dialog and OK has the focus, so Enter acknowledges it. */
export const Default: Story = {
  play: async () => {
    const alert = await screen.findByRole('alertdialog', { name: 'Upload failed' });
    await waitFor(() => expect(within(alert).getByRole('button', { name: 'OK' })).toHaveFocus());
  },
};

/** A long server error wraps inside the box. */
export const LongMessage: Story = {
  args: {
    message:
      'The automation could not be launched: the organisation list is empty because every school of the council was excluded by the blacklist.',
  },
  play: async () => {
    const alert = await screen.findByRole('alertdialog', { name: /could not be launched/ });
    await expect(within(alert).getByRole('button', { name: 'OK' })).toBeVisible();
  },
};

export const OkCloses: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const EscapeCloses: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args }) => {
    await screen.findByRole('alertdialog', { name: 'Upload failed' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** An outside click does nothing: the admin must acknowledge the message. */
export const OutsideClickDoesNothing: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args }) => {
    const alert = await screen.findByRole('alertdialog', { name: 'Upload failed' });
    const outside = document.elementFromPoint(1, 1);
    await expect(alert).not.toContainElement(outside as HTMLElement);
    await userEvent.click(outside as Element);
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(alert).toBeVisible();
  },
};

function Uploader() {
  const { alert, dialog } = useAlert();
  return (
    <>
      <Button onClick={() => alert('Please select a file first.')}>Upload</Button>
      {dialog}
    </>
  );
}

/** `useAlert`: Upload with no file chosen opens the alert. */
export const WithUseAlert: Story = {
  render: () => <Uploader />,
};

/**
 * `useAlert`: the keyboard opens it, Enter on OK closes it and focus is back on the button (a test: the
 * WithUseAlert story stays untouched).
 */
export const UseAlertByKeyboard: Story = {
  tags: ['!dev', '!autodocs'],
  render: WithUseAlert.render,
  play: async ({ canvasElement }) => {
    const upload = within(canvasElement).getByRole('button', { name: 'Upload' });
    await userEvent.tab();
    await expect(upload).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const alert = await screen.findByRole('alertdialog', { name: 'Please select a file first.' });
    await waitFor(() => expect(within(alert).getByRole('button', { name: 'OK' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(upload).toHaveFocus());
  },
};
