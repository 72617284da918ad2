import { expect, screen, userEvent, waitFor } from 'storybook/test';

/** The school admin's organisation has terms to agree: a page story confirms them first, as the admin would. */
export async function confirmTerms() {
  await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }, { timeout: 10_000 }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Terms & conditions' })).not.toBeInTheDocument());
}
