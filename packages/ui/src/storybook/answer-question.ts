import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

/** For stories: checks the open confirmation's question, presses Yes or No and waits for it to close. */
export async function answerQuestion(question: string, reply: 'Yes' | 'No') {
  const dialog = within(await screen.findByRole('alertdialog'));
  await expect(dialog.getByText(question)).toBeVisible();
  await userEvent.click(dialog.getByRole('button', { name: reply }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
}
