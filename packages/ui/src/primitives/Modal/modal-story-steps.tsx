import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { discardQuestion } from '../../storybook/dialog-keyboard';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Modal } from './Modal';
import type { ModalProps } from './Modal';

/** The tools modal the Modal stories of unsaved changes render (one Name field), and their plays. */

/** What those plays are given. */
type PlayContext = { canvasElement: HTMLElement };

export function NoteModal(args: ModalProps) {
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

/** The play of UnchangedClosesWithEscape. */
export async function unchangedClosesWithEscape({ canvasElement }: PlayContext) {
  const opener = within(canvasElement).getByRole('button', { name: 'New automation' });
  await userEvent.tab();
  await expect(opener).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await screen.findByRole('dialog', { name: 'New automation' });
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  await waitFor(() => expect(opener).toHaveFocus());
}

/** The play of UnsavedAsksBeforeEscape. */
export async function unsavedAsksBeforeEscape({ canvasElement }: PlayContext) {
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
}

/** The play of UnsavedAsksBeforeCloseButton. */
export async function unsavedAsksBeforeCloseButton({ canvasElement }: PlayContext) {
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
}
