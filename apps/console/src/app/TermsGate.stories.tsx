import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import type { ConsoleAt } from '../storybook/ConsoleAt';
import {
  type FaultRecovery,
  malformedAnswer,
  networkFailureThenRetry,
  pageMeta,
  serverErrorThenRetry,
  slowAnswerThenRetry,
} from '../storybook/page-stories';
import { termsCheckFailed } from './TermsGate';

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
  // Waits for the dialog, touches nothing: the story opens in its named state.
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Terms & conditions' })).toBeVisible();
  },
};

/** Escape leaves the terms dialog open (a test: the Default story stays untouched). */
// Rules: layout.terms.cannot-be-dismissed
export const EscapeKeepsTheDialog: Story = {
  tags: ['!dev'],
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Terms & conditions' });
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
  },
};

/** Confirm hides the dialog and tells the server, which then answers that the terms are agreed. */
// Rules: layout.terms.confirm-hides-and-tells-server
export const Confirm: Story = {
  tags: ['!dev'],
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

// Rules: layout.terms.check-failed
export const CheckFailsThenRetry: Story = { ...serverErrorThenRetry(...recovery), tags: ['!dev'] };

export const NetworkFailureThenRetry: Story = { ...networkFailureThenRetry(...recovery), tags: ['!dev'] };

export const SlowAnswerThenRetry: Story = {
  ...slowAnswerThenRetry(...recovery, termsCheckFailed),
  tags: ['!dev'],
};

// Rules: layout.terms.check-failed
export const MalformedAnswer: Story = {
  ...malformedAnswer('SCHOOL_ADMIN', settingsCall, termsCheckFailed),
  tags: ['!dev'],
};
