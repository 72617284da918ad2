import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Modal, ModalClose, type ModalProps } from './Modal';
import { discardQuestion } from '../../storybook/dialog-keyboard';
import { TextField } from '../TextField/TextField';

const meta = {
  title: 'Primitives/Modal',
  tags: ['autodocs'],
  // Its stories open dialogs, which would cover the docs page: each story is shown in a frame of its own.
  parameters: { docs: { story: { inline: false, iframeHeight: 820 } } },
  component: Modal,
  args: {
    title: 'Edit school',
    description: 'Changes are visible to every admin of the school.',
    children: 'The school name and contact e-mail appear in the parents app.',
    trigger: <Button>Open modal</Button>,
    footer: (
      <>
        <ModalClose asChild>
          <Button variant="secondary">Cancel</Button>
        </ModalClose>
        <Button>Save</Button>
      </>
    ),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tools modal the stories of unsaved changes render (one Name field). */
function NoteModal(args: ModalProps) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  return (
    <>
      <Button onClick={() => setOpen(true)}>New automation</Button>
      <Modal
        {...args}
        trigger={undefined}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setNote('');
        }}
        unsaved={note !== ''}
        discardQuestion={discardQuestion}
      >
        <TextField label="Name" value={note} onChange={(event) => setNote(event.target.value)} />
      </Modal>
    </>
  );
}

/** The dialog open: title, description, content, footer and the close button (focused). */
export const Default: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit school' });
    await expect(dialog).toHaveAccessibleDescription('Changes are visible to every admin of the school.');
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};

/** Its trigger opens the dialog and reports it; focus moves to the close button (a test). */
export const OpensFromItsButton: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open modal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit school' });
    await expect(dialog).toHaveAccessibleDescription('Changes are visible to every admin of the school.');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};

export const TrapsFocus: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (ctx) => {
    await OpensFromItsButton.play?.(ctx);
    const dialog = screen.getByRole('dialog', { name: 'Edit school' });
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus();
    // Past the last button focus wraps to the first instead of leaving the dialog.
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus();
  },
};

export const ClosesWithEscape: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (ctx) => {
    await OpensFromItsButton.play?.(ctx);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(ctx.args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(within(ctx.canvasElement).getByRole('button', { name: 'Open modal' })).toHaveFocus();
  },
};

export const ClosesWithCloseButton: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (ctx) => {
    await OpensFromItsButton.play?.(ctx);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(ctx.args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const ClosesWithFooterAction: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (ctx) => {
    await OpensFromItsButton.play?.(ctx);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const ClosesWithOutsideClick: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (ctx) => {
    await OpensFromItsButton.play?.(ctx);
    // A click in the top-left corner of the page, outside the dialog box, lands on the overlay.
    const outside = document.elementFromPoint(1, 1);
    await expect(screen.getByRole('dialog')).not.toContainElement(outside as HTMLElement);
    await userEvent.click(outside as Element);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** `outsideClickCloses={false}` (the tools modals): a click outside does nothing; Escape still closes. */
export const OutsideClickDoesNotClose: Story = {
  tags: ['!dev', '!autodocs'],
  args: { outsideClickCloses: false },
  play: async (ctx) => {
    await OpensFromItsButton.play?.(ctx);
    const dialog = screen.getByRole('dialog');
    const outside = document.elementFromPoint(1, 1);
    await expect(dialog).not.toContainElement(outside as HTMLElement);
    await userEvent.click(outside as Element);
    await expect(screen.getByRole('dialog')).toBe(dialog);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const OpensWithKeyboard: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Open modal' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('dialog', { name: 'Edit school' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The mandatory Terms & conditions dialog: only Confirm closes it. */
export const NotDismissible: Story = {
  args: {
    title: 'Terms & conditions',
    description: undefined,
    dismissible: false,
    trigger: undefined,
    footer: undefined,
    children: 'By using Stride your organisation agrees to the data processing terms.',
  },
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    return <Modal {...args} open={open} footer={<Button onClick={() => setOpen(false)}>Confirm</Button>} />;
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Terms & conditions' });
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeVisible();
  },
};

/** Escape and an outside click leave the mandatory dialog open; Confirm closes it (a test). */
export const OnlyConfirmCloses: Story = {
  ...NotDismissible,
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await NotDismissible.play?.(context);
    const { args } = context;
    const dialog = screen.getByRole('dialog', { name: 'Terms & conditions' });
    await userEvent.keyboard('{Escape}');
    const outside = document.elementFromPoint(1, 1);
    await expect(dialog).not.toContainElement(outside as HTMLElement);
    await userEvent.click(outside as Element);
    await expect(dialog).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const LongContent: Story = {
  args: {
    size: 'pupil',
    defaultOpen: true,
    title: 'Terms & conditions',
    children: Array.from({ length: 30 }, (_, index) => (
      <p key={index}>
        Clause {index + 1}. The school keeps journey data only as long as the travel plan needs it and shares
        it with the council in aggregated form.
      </p>
    )),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Terms & conditions' });
    // Header and footer stick while the clauses scroll.
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(within(dialog).getByRole('heading', { name: 'Terms & conditions' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Modal {...args} size="small" title="Small" trigger={<Button>Small</Button>} />
      <Modal {...args} size="pupil" title="Pupil" trigger={<Button>Pupil (700 × 500)</Button>} />
      <Modal
        {...args}
        size="user-detail"
        title="User detail"
        trigger={<Button>User detail (900 × 500)</Button>}
      />
      <Modal {...args} size="person" title="Parent" trigger={<Button>Person (1100 × 700)</Button>} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Small', 'Pupil (700 × 500)', 'User detail (900 × 500)', 'Person (1100 × 700)'])
      await expect(canvas.getByRole('button', { name })).toBeVisible();
  },
};

/** The user-detail size opens 900 wide, or as wide as a narrower viewport (a test). */
// Rules: people.profile.user-detail-size
export const UserDetailSizeIs900Wide: Story = {
  ...Sizes,
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await Sizes.play?.(context);
    const { canvasElement } = context;
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'User detail (900 × 500)' }));
    const dialog = await screen.findByRole('dialog', { name: 'User detail' });
    const { width } = dialog.getBoundingClientRect();
    // 900 wide, or the whole viewport when the test browser is narrower.
    await expect(Math.round(width)).toBe(Math.min(900, window.innerWidth));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A tools modal by keyboard: with nothing typed, Escape closes it at once and focus is back on its opener. */
export const UnchangedClosesWithEscape: Story = {
  tags: ['!dev', '!autodocs'],
  args: { title: 'New automation', description: undefined, size: 'tools' },
  render: (args) => <NoteModal {...args} />,
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'New automation' });
    await userEvent.tab();
    await expect(opener).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'New automation' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/**
 * With something typed, Escape asks the leave question first: Stay (focused) keeps the modal and
 * what was typed, Leave closes it and focus is back on its opener.
 */
export const UnsavedAsksBeforeEscape: Story = {
  ...UnchangedClosesWithEscape,
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'New automation' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'New automation' });
    await userEvent.tab();
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveFocus();
    await userEvent.keyboard('Walk to school week');
    await userEvent.keyboard('{Escape}');
    const question = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(question).toHaveAccessibleDescription(
      'Your changes have not been saved. If you leave, they are discarded.',
    );
    await waitFor(() => expect(within(question).getByRole('button', { name: 'Stay' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(dialog).toBeVisible();
    await expect(name).toHaveValue('Walk to school week');
    await waitFor(() => expect(name).toHaveFocus());

    // Asked again, Leave (Tab from Stay, then Enter) drops the changes and closes the modal.
    await userEvent.keyboard('{Escape}');
    const again = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await waitFor(() => expect(within(again).getByRole('button', { name: 'Stay' })).toHaveFocus());
    await userEvent.tab();
    await expect(within(again).getByRole('button', { name: 'Leave' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** The close button and an outside click ask the same question while there are unsaved changes. */
export const UnsavedAsksBeforeCloseButton: Story = {
  ...UnchangedClosesWithEscape,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New automation' }));
    const dialog = await screen.findByRole('dialog', { name: 'New automation' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Car free day');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Stay',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const outside = document.elementFromPoint(1, 1);
    await expect(dialog).not.toContainElement(outside as HTMLElement);
    await userEvent.click(outside as Element);
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
