import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button';
import { escapeClosesAndRefocuses } from '../../storybook/dialog-keyboard';
import { IncreaseSignupsModal } from './IncreaseSignupsModal';

const meta = {
  title: 'Components/IncreaseSignupsModal',
  tags: ['autodocs'],
  // Its stories open the modal, which would cover the docs page: each story is shown in a frame of its own.
  parameters: { docs: { story: { inline: false, iframeHeight: 820 } } },
  component: IncreaseSignupsModal,
  args: {
    trigger: <Button variant="secondary">How to Increase Your Sign-Ups?</Button>,
    tips: [
      {
        question: 'How do parents sign up?',
        answer:
          '<p>Share the <strong>sign-up code</strong> in the newsletter.</p><img src=x onerror="alert(1)">',
      },
      { question: 'When is the best time to ask?', answer: "<p>At parents' evenings.</p>" },
    ],
    onOpenChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof IncreaseSignupsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The questions, open: each question is a button that shows its answer. */
export const Default: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'How to Increase Your Sign-Ups?' });
    await expect(within(dialog).getByRole('button', { name: 'How do parents sign up?' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'When is the best time to ask?' })).toBeVisible();
  },
};

/** The button opens the questions; a question opens its answer, sanitised; another closes it (a test). */
// Rules: people.signups.increase-tips
export const ReadTheAnswers: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'How to Increase Your Sign-Ups?' }),
    );
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    const dialog = await screen.findByRole('dialog', { name: 'How to Increase Your Sign-Ups?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'How do parents sign up?' }));
    await expect(within(dialog).getByText('sign-up code')).toBeVisible();
    await expect(dialog.querySelector('[onerror]')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'When is the best time to ask?' }));
    await expect(within(dialog).getByText("At parents' evenings.")).toBeVisible();
    await expect(within(dialog).queryByText('sign-up code')).not.toBeInTheDocument();
  },
};

/** Escape closes the questions and focus goes back to the button that opened them. */
export const EscapeReturnsFocus: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) =>
    escapeClosesAndRefocuses(
      canvasElement,
      'How to Increase Your Sign-Ups?',
      'How to Increase Your Sign-Ups?',
    ),
};

/** The tips could not be loaded: the modal says so, with Retry. */
export const LoadFailed: Story = {
  args: { tips: [], error: 'Error occured', defaultOpen: true },
};

/** Retry asks for the tips again (a test: the LoadFailed story stays untouched). */
export const RetryAfterLoadFailed: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...LoadFailed.args },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'How to Increase Your Sign-Ups?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The tips are loading: the modal shows placeholders, read as 'Loading the answers'. */
export const Loading: Story = {
  args: { tips: [], loading: true, defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'How to Increase Your Sign-Ups?' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading the answers');
  },
};
