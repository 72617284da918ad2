import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { ToastProvider } from './Toast';
import { useToast, type ToastOptions } from './useToast';

const examples: Record<string, ToastOptions> = {
  'Show success': { variant: 'success', title: 'Success', message: 'Updated' },
  'Show error': { variant: 'error', title: 'Error', message: 'Failed to copy!' },
  'Show info': { variant: 'info', title: 'Journey', message: 'Journey changed' },
  'Show warning': { variant: 'warning', title: 'Maps', message: 'Select at least 1 travel mode' },
  'Show error with details': {
    variant: 'error',
    title: 'Error',
    message: 'The server could not be reached. Check your connection and try again.',
    detail: 'POST api/admin/councils\nCould not reach the server (POST api/admin/councils)',
  },
};

/** What a page does: call `show` after an action finished. */
function ToastButtons({ room = 240 }: { room?: number }) {
  const toast = useToast();
  return (
    // The toasts stand at the top, where a page has its header: the buttons sit below them, as a page's do,
    // and the picture holds them.
    <div style={{ display: 'flex', flexWrap: 'wrap', alignContent: 'flex-start', gap: 8, paddingTop: room }}>
      {Object.entries(examples).map(([label, options]) => (
        <Button key={label} variant="secondary" onClick={() => toast.show(options)}>
          {label}
        </Button>
      ))}
      <Button
        variant="secondary"
        onClick={() =>
          toast.show({ variant: 'success', title: 'Success', message: 'Delete completed', duration: 800 })
        }
      >
        Show short toast
      </Button>
    </div>
  );
}

/** A dialog with its buttons, as the automation editor: a toast shown from it. */
function ToastOverADialogsButtons() {
  const toast = useToast();
  return (
    <Modal
      title="Edit Weekly travel tips for parents"
      size="tools"
      defaultOpen
      footer={
        <>
          <Button variant="secondary">Cancel</Button>
          <Button onClick={() => toast.show({ variant: 'info', title: 'Test', message: 'Sending test' })}>
            Save
          </Button>
        </>
      }
    >
      <p>The automation.</p>
    </Modal>
  );
}

/** A failure shown while a modal is open, as an editor in a modal shows a failed save. */
function ToastOverAModal() {
  const toast = useToast();
  return (
    <Modal title="Edit council" defaultOpen>
      <Button onClick={() => toast.show(examples['Show error with details']!)}>Save</Button>
    </Modal>
  );
}

const meta = {
  title: 'Primitives/Toast',
  component: ToastProvider,
  // Pictured with their toasts (page stories are not: scripts/visual-check.mjs), which stay a minute so
  // that the picture never depends on how fast the machine is.
  tags: ['autodocs', 'visual-toasts'],
  // Its stories show toasts and a dialog, which would cover the docs page: each story is shown in a frame of its own.
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
  args: { children: <ToastButtons />, duration: 60_000 },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });

export const Default: Story = {};

/**
 * Show success brings a success toast with its Dismiss button (a test: the Default story stays untouched).
 */
export const ShowASuccess: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show success' }));
    const toast = await within(region()).findByRole('listitem');
    await expect(toast).toHaveTextContent('Success');
    await expect(toast).toHaveTextContent('Updated');
    await expect(within(toast).getByRole('button', { name: 'Dismiss' })).toBeVisible();
  },
};

export const Dismiss: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (ctx) => {
    await ShowASuccess.play?.(ctx);
    await userEvent.click(within(region()).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(within(region()).queryByRole('listitem')).not.toBeInTheDocument());
  },
};

/** F8 jumps to the toasts, Tab reaches one, Escape closes it. */
export const DismissWithKeyboard: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (ctx) => {
    await ShowASuccess.play?.(ctx);
    await userEvent.keyboard('[F8]');
    await expect(within(region()).getByRole('list')).toHaveFocus();
    await userEvent.tab();
    await expect(within(region()).getByRole('listitem')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(region()).queryByRole('listitem')).not.toBeInTheDocument());
  },
};

/** Errors are alerts, so screen readers interrupt to read them. */
export const ErrorToast: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show error' }));
    const alert = await within(region()).findByRole('alert');
    await expect(alert).toHaveTextContent('Error');
    await expect(alert).toHaveTextContent('Failed to copy!');
  },
};

/** Every variant at once (a `limit` of five; the console shows one at a time). */
export const Variants: Story = {
  args: { limit: Object.keys(examples).length, children: <ToastButtons room={480} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of Object.keys(examples)) {
      await userEvent.click(canvas.getByRole('button', { name: label }));
    }
    await waitFor(() =>
      expect(within(region()).getAllByRole('listitem')).toHaveLength(Object.keys(examples).length),
    );
    for (const { message } of Object.values(examples)) {
      await expect(within(region()).getByText(message)).toBeVisible();
    }
  },
};

export const HidesAfterDuration: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show short toast' }));
    await expect(await within(region()).findByText('Delete completed')).toBeVisible();
    await waitFor(() => expect(within(region()).queryByText('Delete completed')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  },
};

/** An error toast in human words; the technical ones wait behind a closed 'Technical details'. */
export const ErrorWithTechnicalDetails: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show error with details' }));
    const toast = await within(region()).findByRole('alert');
    await expect(within(toast).getByText(/Check your connection/)).toBeVisible();
    const detail = within(toast).getByText(/Could not reach the server/);
    await expect(detail).not.toBeVisible();
    await userEvent.click(within(toast).getByRole('button', { name: 'Technical details', expanded: false }));
    await expect(detail).toBeVisible();
  },
};

/** A mouse reaches a toast's 'Technical details' while a modal is open, and the modal stays open. */
export const OverAModal: Story = {
  args: { children: <ToastOverAModal /> },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit council' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The modal hides the page from screen readers (they hear the toast from Radix's live region);
    // the mouse still reaches the toast above the modal's overlay.
    const toast = await screen.findByRole('alert', { hidden: true });
    const detail = within(toast).getByText(/Could not reach the server/);
    await userEvent.click(
      within(toast).getByRole('button', { name: 'Technical details', expanded: false, hidden: true }),
    );
    await expect(detail).toBeVisible();
    await expect(screen.getByRole('dialog', { name: 'Edit council' })).toBeVisible();
  },
};

/** Whether two boxes share any point. */
const overlap = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * A toast never covers a control: shown from a dialog, it leaves the dialog's Cancel, Save and close button
 * free, and they still take the clicks; a newer toast replaces it.
 */
// Rules: automations.editor.toasts-leave-controls-free
export const ClearOfTheDialogsControls: Story = {
  args: { children: <ToastOverADialogsButtons />, duration: 60_000 },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    const save = dialog.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    const toast = (await screen.findByText('Sending test', {}, { timeout: 5000 })).closest('li')!;
    for (const control of [
      save,
      dialog.getByRole('button', { name: 'Cancel' }),
      dialog.getByRole('button', { name: 'Close' }),
    ]) {
      await expect(overlap(toast.getBoundingClientRect(), control.getBoundingClientRect())).toBe(false);
      const box = control.getBoundingClientRect();
      await expect(
        control.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)),
      ).toBe(true);
    }
    await userEvent.click(save);
    await waitFor(() => expect(screen.getAllByText('Sending test', { exact: true })).toHaveLength(1));
  },
};
