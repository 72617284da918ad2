import type { Meta, StoryObj } from '@storybook/react-vite';
import { serverError } from '@stride/mocks';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { pageMeta } from '../../storybook/page-stories';

const meta = {
  title: 'Pages/Terms dialog',
  ...pageMeta,
  // school@demo.test's organisation has terms text not yet agreed.
  args: { path: '/members/home', role: 'SCHOOL_ADMIN', termsAgreed: false },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Terms & conditions' });
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
  },
};

export const Confirm: Story = {
  play: async (context) => {
    await Default.play?.(context);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Terms & conditions' })).not.toBeInTheDocument());
  },
};

export const ConfirmFails: Story = {
  beforeEach: ({ msw }) => msw.use(...serverError('*/api/admin/organization/settings', { once: true })),
  play: async () => {
    // The first settings call fails, so no dialog; the page stays usable.
    await expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  },
};

export const NoTermsForSuperAdmin: Story = {
  args: { role: 'SUPERADMIN' },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};
