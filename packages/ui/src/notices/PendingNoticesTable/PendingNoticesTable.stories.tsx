import type { Meta, StoryObj } from '@storybook/react-vite';
import { proceedQuestion } from '@stride/domain';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { PendingNoticesTable } from './PendingNoticesTable';
import { pressRetryAfter } from '../../storybook/retry-story';
import { DetailedError } from '../../primitives/ErrorState/detailed-error';

const notices = [
  {
    id: 101006,
    school: 'Camden Primary',
    message:
      '<p>PTA <strong>cake sale</strong> on Friday</p><script>window.__stridePendingPwned = true</script>',
  },
  { id: 101019, school: 'Camden Primary', message: '<p>Summer fair helpers needed</p>' },
];

const meta = {
  title: 'Components/PendingNoticesTable',
  tags: ['autodocs'],
  component: PendingNoticesTable,
  args: { notices, onVerify: fn(async () => {}) },
} satisfies Meta<typeof PendingNoticesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Pending notices' });
    // The message is shown as text: no markup, no script.
    await expect(within(table).getByText('PTA cake sale on Friday')).toBeVisible();
    await expect(canvasElement.querySelector('script, strong')).toBeNull();
  },
};

/** Answers 'Are you sure you want to proceed?' (docs/product/notices.md). */
async function proceed(reply: 'Yes' | 'No', about: string) {
  const question = await screen.findByRole('alertdialog', { name: proceedQuestion });
  await expect(question).toHaveTextContent(about);
  await userEvent.click(within(question).getByRole('button', { name: reply }));
}

// Rules: actions.verify-notices.table
export const VerifyNoNotifAndRemove: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Each button asks first: No leaves the notice as it is.
    await userEvent.click(canvas.getByRole('button', { name: 'Verify notice 101006' }));
    await proceed('No', 'PTA cake sale on Friday');
    await expect(args.onVerify).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Verify notice 101006' }));
    await proceed('Yes', 'PTA cake sale on Friday');
    await expect(args.onVerify).toHaveBeenLastCalledWith(notices[0], 1);
    await userEvent.click(canvas.getByRole('button', { name: 'No notif notice 101006' }));
    await proceed('Yes', 'PTA cake sale on Friday');
    await expect(args.onVerify).toHaveBeenLastCalledWith(notices[0], 5);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove notice 101019' }));
    await proceed('No', 'Summer fair helpers needed');
    await expect(args.onVerify).toHaveBeenCalledTimes(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove notice 101019' }));
    await proceed('Yes', 'Summer fair helpers needed');
    await expect(args.onVerify).toHaveBeenLastCalledWith(notices[1], 0);
  },
};

export const Empty: Story = {
  args: { notices: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No pending notices' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading pending notices');
    await expect(within(canvasElement).queryByRole('table')).not.toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { notices: [], error: 'The server did not answer.', onRetry: fn() },
};

/** Retry calls onRetry (a test: the LoadFailed story stays untouched). */
export const RetryCallsOnRetry: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...LoadFailed.args },
  play: pressRetryAfter(LoadFailed),
};

/** The failure's technical words wait behind Technical details, under the human message (a test). */
export const LoadFailedWithTechnicalDetails: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    ...LoadFailed.args,
    errorDetail: 'GET api/admin/notices/pending\nThe server answered 502 Bad Gateway',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const detail = canvas.getByText(/502 Bad Gateway/);
    await expect(detail).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Technical details', expanded: false }));
    await expect(detail).toBeVisible();
  },
};

const queue = Array.from({ length: 45 }, (_, index) => ({
  id: 102000 + index,
  school: index % 2 ? 'Camden Primary' : 'Islington Academy',
  message: `<p>Notice ${index + 1} waiting for approval</p>`,
}));

/** A long queue shows twenty notices a page; Next and Previous move through it. */
export const LongQueueInPages: Story = {
  tags: ['!dev', '!autodocs'],
  args: { notices: queue },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table', { name: 'Pending notices' }));
    await expect(table.getAllByRole('rowheader')).toHaveLength(20);
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Page 3 of 3')).toBeVisible();
    await expect(table.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(
      queue.slice(40).map((notice) => String(notice.id)),
    );
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** When the last page's notices are all dealt with, the page before it shows. */
export const LastPageEmptied: Story = {
  tags: ['!dev', '!autodocs'],
  args: { notices: queue },
  render: function Render(args) {
    const [left, setLeft] = useState(args.notices);
    return (
      <PendingNoticesTable
        {...args}
        notices={left}
        onVerify={async (notice) => setLeft((now) => now.filter((each) => each.id !== notice.id))}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    for (const notice of queue.slice(40)) {
      await userEvent.click(canvas.getByRole('button', { name: `Verify notice ${notice.id}` }));
      await proceed('Yes', `Notice ${notice.id - 101999} waiting`);
    }
    await expect(await canvas.findByText('Page 2 of 2')).toBeVisible();
    await expect(
      within(canvas.getByRole('table', { name: 'Pending notices' })).getAllByRole('rowheader'),
    ).toHaveLength(20);
  },
};

/**
 * The selected notices verified at once: one question naming the count, then one summary; a notice
 * the server refuses stays, selected, and says why (a test).
 */
// Rules: notices.verify.bulk, layout.lists.bulk-acts
export const VerifySelectedWithOneFailure: Story = {
  tags: ['!dev', '!autodocs'],
  args: { notices: queue.slice(0, 4) },
  render: function Render(args) {
    const [left, setLeft] = useState(args.notices);
    return (
      <PendingNoticesTable
        {...args}
        notices={left}
        onVerifyEach={async (notice) => {
          if (notice.id === 102001)
            throw new DetailedError(
              'The server did not accept the request.',
              'api/admin/notification/verifyNotice/102001/1 answered with status 422',
            );
          setLeft((now) => now.filter((each) => each.id !== notice.id));
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all 4 shown' }));
    const bar = within(canvas.getByRole('group', { name: 'Selected rows' }));
    await expect(bar.getByText('4 selected')).toBeVisible();
    await userEvent.click(bar.getByRole('button', { name: 'Verify selected' }));
    const question = await screen.findByRole('alertdialog', { name: 'Verify 4 notices?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Yes' }));
    await expect(
      await canvas.findByText(
        'Verified 3 notices. 1 failed: Notice 102001 — The server did not accept the request.',
      ),
    ).toBeVisible();
    const table = within(canvas.getByRole('table', { name: 'Pending notices' }));
    await expect(table.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['102001']);
    await expect(table.getByRole('checkbox', { name: 'Select Notice 102001' })).toBeChecked();
  },
};
