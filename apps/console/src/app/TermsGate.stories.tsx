import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import type { ConsoleAt } from '../storybook/ConsoleAt';
import {
  type FaultRecovery,
  malformedAnswer,
  networkFailureThenRetry,
  pageMeta,
  serverErrorShown,
  serverErrorThenRetry,
  slowAnswerThenRetry,
} from '../storybook/page-stories';
import { termsCheckFailed } from './TermsGate';
import { pageModes } from '../storybook/console-stories';

const meta = {
  title: 'Pages/Terms dialog',
  ...pageMeta,
  // school@demo.test's organisation has terms text not yet agreed.
  args: { path: '/members/home', role: 'SCHOOL_ADMIN', termsAgreed: false },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

// Rules: layout.terms.shown-with-terms-text
export const Default: Story = {
  parameters: { chromatic: { modes: pageModes } },
  // Waits for the dialog, touches nothing: the story opens in its named state.
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Terms & conditions' })).toBeVisible();
  },
};

/** Where `text` starts on the page: the box of its first character, or null when it is not shown. */
function startOf(root: Element, text: string): DOMRect | null {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = (node.textContent ?? '').indexOf(text);
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + 1);
    return range.getBoundingClientRect();
  }
  return null;
}

/**
 * The demo school's terms are plain text, a clause a line: each clause starts a line of its own, at the
 * left edge of the text, below the one before (a test).
 */
// Rules: layout.terms.line-breaks
export const ClausesOnTheirOwnLines: Story = {
  tags: ['!dev', '!autodocs'],
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Terms & conditions' });
    const lines = [
      'Stride School Travel Platform',
      '1. You confirm',
      '2. Personal data',
      '3. You will not',
      '4. Mobile alerts',
    ].map((text) => ({ text, box: startOf(dialog, text) }));
    const [first] = lines;
    for (const { text, box } of lines) {
      await expect(box, text).not.toBeNull();
      await expect(Math.abs(box!.left - first!.box!.left), `${text} starts a line`).toBeLessThan(1);
    }
    for (const [index, { text, box }] of lines.entries())
      if (index > 0)
        await expect(box!.top, `${text} is below`).toBeGreaterThan(lines[index - 1]!.box!.bottom - 1);
  },
};

/** Escape leaves the terms dialog open (a test: the Default story stays untouched). */
// Rules: layout.terms.cannot-be-dismissed
export const EscapeKeepsTheDialog: Story = {
  tags: ['!dev', '!autodocs'],
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Terms & conditions' });
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
  },
};

/** Confirm hides the dialog and tells the server, which then answers that the terms are agreed. */
// Rules: layout.terms.confirm-hides-and-tells-server
export const Confirm: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await EscapeKeepsTheDialog.play?.(context);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Terms & conditions' })).not.toBeInTheDocument(),
    );
    const token = JSON.parse(localStorage.getItem('stride.token') ?? 'null') as string;
    const answer = await fetch('/api/admin/administration/isTermsAgreed', {
      headers: { Authorization: `Bearer ${token}` },
    });
    await expect(await answer.json()).toEqual({ agreed: true });
  },
};

// Rules: layout.terms.shown-with-terms-text
export const NoTermsForSuperAdmin: Story = {
  parameters: { chromatic: { modes: pageModes } },
  args: { role: 'SUPERADMIN' },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

// The terms cannot be checked (the organisation settings fail): a notice with Retry, and Retry
// brings the dialog that was due.
const settingsCall = '*/api/admin/organization/settings';

const recovery: FaultRecovery = [
  'SCHOOL_ADMIN',
  settingsCall,
  async (canvas) => expect(await canvas.findByRole('dialog', { name: 'Terms & conditions' })).toBeVisible(),
];

/** The terms could not be checked: a notice with Retry in place of the dialog. */
export const ServerError: Story = serverErrorShown('SCHOOL_ADMIN', settingsCall);

// Rules: layout.terms.check-failed
export const CheckFailsThenRetry: Story = {
  ...serverErrorThenRetry(...recovery),
  tags: ['!dev', '!autodocs'],
};

export const NetworkFailureThenRetry: Story = {
  ...networkFailureThenRetry(...recovery),
  tags: ['!dev', '!autodocs'],
};

export const SlowAnswerThenRetry: Story = {
  ...slowAnswerThenRetry(...recovery, termsCheckFailed),
  tags: ['!dev', '!autodocs'],
};

// Rules: layout.terms.check-failed
export const MalformedAnswer: Story = {
  ...malformedAnswer('SCHOOL_ADMIN', settingsCall, termsCheckFailed),
  tags: ['!dev', '!autodocs'],
};
