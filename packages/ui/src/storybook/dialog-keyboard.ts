import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

/**
 * Keyboard use of a dialog: the button named `opener` (in `canvasElement`) opens the dialog named
 * `dialog`; Escape closes it and focus is back on the opener.
 */
export async function escapeClosesAndRefocuses(canvasElement: HTMLElement, opener: string, dialog: string) {
  const button = within(canvasElement).getByRole('button', { name: opener });
  await userEvent.click(button);
  await screen.findByRole('dialog', { name: dialog });
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: dialog })).not.toBeInTheDocument());
  await waitFor(() => expect(button).toHaveFocus());
}

/** The console's leave question (apps/console/src/drafts/LeaveGuard.tsx), as the pages pass it. */
export const discardQuestion = {
  question: 'Leave without saving?',
  detail: 'Your changes have not been saved. If you leave, they are discarded.',
  leave: 'Leave',
  stay: 'Stay',
};

/** Escape in the open dialog named `dialog`, with nothing changed: it asks to close at once. */
export async function escapeClosesUnchanged(dialog: string, onOpenChange: (open: boolean) => void) {
  await screen.findByRole('dialog', { name: dialog });
  await userEvent.keyboard('{Escape}');
  await expect(onOpenChange).toHaveBeenCalledWith(false);
  await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
}

/**
 * Escape after a change (focus is in the dialog): the leave question opens with Stay focused; Enter
 * on Stay keeps the dialog without closing it and gives focus back to `field`; Escape again, Tab to
 * Leave and Enter asks the dialog to close.
 */
async function escapeAsksBeforeDiscarding(field: HTMLElement, onOpenChange: (open: boolean) => void) {
  await expect(field).toHaveFocus();
  const ask = async () => {
    await userEvent.keyboard('{Escape}');
    const question = await screen.findByRole('alertdialog', { name: discardQuestion.question });
    await waitFor(() =>
      expect(within(question).getByRole('button', { name: discardQuestion.stay })).toHaveFocus(),
    );
    return question;
  };
  await ask();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  await expect(onOpenChange).not.toHaveBeenCalled();
  await waitFor(() => expect(field).toHaveFocus());
  const question = await ask();
  await userEvent.tab();
  await expect(within(question).getByRole('button', { name: discardQuestion.leave })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect(onOpenChange).toHaveBeenCalledWith(false);
}

/**
 * A play, keyboard only: in the open dialog named `dialog`, Tab from the close button to the first
 * field (`role`, `name`), type `text`, then `escapeAsksBeforeDiscarding`; with `emptied`, Leave
 * also emptied the field (the modal stays mounted and starts the next opening empty).
 */
export function typeThenEscape(
  dialog: string,
  role: Parameters<typeof screen.getByRole>[0],
  name: RegExp,
  text: string,
  emptied: boolean,
) {
  return async ({ args }: { args: { onOpenChange: (open: boolean) => void } }) => {
    const box = within(await screen.findByRole('dialog', { name: dialog }));
    await userEvent.tab();
    const field = box.getByRole(role, { name });
    await userEvent.keyboard(text);
    await escapeAsksBeforeDiscarding(field, args.onOpenChange);
    if (emptied) await expect(field).toHaveValue('');
  };
}

/** A click on the overlay in the page's top-left corner, outside the open dialog `box`. */
async function clickOutside(box: HTMLElement) {
  const outside = document.elementFromPoint(1, 1);
  await expect(box).not.toContainElement(outside as HTMLElement);
  await userEvent.click(outside as Element);
}

/**
 * A play for the ML and admin tools modals (docs/product/automations.md, docs/product/step-tools.md):
 * a click outside the open dialog named `dialog` does nothing, with nothing typed and again after
 * typing `text` in the field (`role`, `name`): the dialog stays open with what was typed, asks nothing
 * and never asks to close.
 */
export function outsideClickKeepsItOpen(
  dialog: string,
  role: Parameters<typeof screen.getByRole>[0],
  name: RegExp,
  text: string,
) {
  return async ({ args }: { args: { onOpenChange: (open: boolean) => void } }) => {
    const box = await screen.findByRole('dialog', { name: dialog });
    await clickOutside(box);
    const field = within(box).getByRole(role, { name });
    await userEvent.type(field, text);
    await clickOutside(box);
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(screen.getByRole('dialog', { name: dialog })).toBe(box);
    await expect((field as HTMLInputElement).value).toBe(text);
  };
}
