import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { TermsDialog } from './TermsDialog';

const terms =
  '<h3>Terms of use</h3><p>By using the console you agree to process pupil data only for school travel planning.</p>' +
  '<p>See the <a href="https://example.org/privacy">privacy notice</a>.</p>';

const meta = {
  title: 'Components/TermsDialog',
  tags: ['autodocs'],
  // Its stories open dialogs, which would cover the docs page: each story is shown in a frame of its own.
  parameters: { docs: { story: { inline: false, iframeHeight: 680 } } },
  component: TermsDialog,
  args: { open: true, terms, onConfirm: fn(async () => {}) },
  // The dialog closes only when the page says so: this wrapper plays the console's part.
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <TermsDialog
        {...args}
        open={open}
        onConfirm={async () => {
          await args.onConfirm();
          setOpen(false);
        }}
      />
    );
  },
} satisfies Meta<typeof TermsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Terms & conditions' });
    await expect(dialog).toHaveTextContent('By using the console you agree');
  },
};

/** Confirm calls onConfirm once and closes the dialog (a test: the Default story stays untouched). */
export const ConfirmClosesTheDialog: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await Default.play?.(context);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(context.args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

// Rules: layout.terms.one-confirm-button, layout.terms.cannot-be-dismissed
export const CannotBeDismissed: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Terms & conditions' });
    // One button: Confirm.
    await expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Confirm']);
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    // A click in the top-left corner of the page, outside the dialog box, lands on the overlay.
    const outside = document.elementFromPoint(1, 1);
    await expect(dialog).not.toContainElement(outside as HTMLElement);
    await userEvent.click(outside as Element);
    await expect(screen.getByRole('dialog', { name: 'Terms & conditions' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  },
};

// Rules: layout.terms.refused-stays-open
export const SaveFails: Story = {
  tags: ['!dev', '!autodocs'],
  args: { onConfirm: fn(async () => Promise.reject(new Error('HTTP 500'))) },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your agreement could not be saved. Please try again.',
    );
    await expect(screen.getByRole('dialog', { name: 'Terms & conditions' })).toBeVisible();
  },
};

/** The left and top of the first character of `text` in `root`. */
function startOf(root: Element, text: string): { left: number; top: number } | null {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = (node.textContent ?? '').indexOf(text);
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + 1);
    const { left, top } = range.getBoundingClientRect();
    return { left, top };
  }
  return null;
}

/** HTML terms without paragraphs or breaks keep their own line breaks: each clause starts a line. */
// Rules: layout.terms.line-breaks
export const HtmlLineBreaks: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    terms:
      '<strong>Terms of use</strong>\n1. Use pupil data for travel planning only.\n2. Keep your password to yourself.',
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Terms & conditions' });
    await expect(within(dialog).getByText('Terms of use').tagName).toBe('STRONG');
    const [title, first, second] = ['Terms of use', '1. Use', '2. Keep'].map((text) => startOf(dialog, text));
    await expect(first?.left).toBeCloseTo(title!.left, 0);
    await expect(second?.left).toBeCloseTo(title!.left, 0);
    await expect(second!.top).toBeGreaterThan(first!.top);
    await expect(first!.top).toBeGreaterThan(title!.top);
  },
};
