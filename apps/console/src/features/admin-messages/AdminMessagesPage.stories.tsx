import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoDb, demoUserIds, serverError } from '@stride/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { pageModes, settled } from '../../storybook/console-stories';
import {
  cancelGoesTo,
  emptyAnswer,
  malformedAnswer,
  notAvailableTo,
  pageMeta,
  serverErrorShown,
  serverErrorThenRetry,
  stillLoading,
} from '../../storybook/page-stories';

const meta = {
  title: 'Pages/Actions/Send admin messages',
  ...pageMeta,
  args: { path: '/members/actions/send_admin_messages', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const sentPath = '*/api/admin/actions/getAllAdminMessages';
const savePath = '*/api/admin/actions/saveAdminMessage';
const schoolName = () => demoDb.schools.find((school) => school.id === 101)!.name;

/** Picks school 101 and the Hackney council, types a subject and content, presses Send and Yes. */
async function send(canvasElement: HTMLElement, subject: string) {
  const canvas = within(canvasElement);
  const selector = await canvas.findByRole('combobox', { name: 'Schools or councils' }, settled);
  await waitFor(() => expect(selector).toBeEnabled(), settled);
  await userEvent.type(selector, schoolName());
  await userEvent.click(await screen.findByRole('option', { name: schoolName() }));
  await userEvent.clear(selector);
  await userEvent.type(selector, 'Hackney');
  await userEvent.click(await screen.findByRole('option', { name: 'London Borough of Hackney' }));
  await userEvent.keyboard('{Escape}');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Subject' }), subject);
  await userEvent.click(canvas.getByRole('textbox', { name: 'Content' }));
  await userEvent.keyboard('Park Road is closed on Monday.');
  await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
  const question = within(await screen.findByRole('alertdialog'));
  await expect(question.getByText('Are you sure you want to proceed?')).toBeVisible();
  await userEvent.click(question.getByRole('button', { name: 'Yes' }));
  return canvas;
}

/** The sent messages, their HTML sanitised (the seeded one with a hostile image runs nothing). */
export const Default: Story = {
  parameters: { chromatic: { modes: pageModes } },
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: 'Sent messages' }, settled));
    await expect(table.getByRole('row', { name: /Travel survey reminder/ })).toBeVisible();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
    await expect((window as { __strideSentPwned?: boolean }).__strideSentPwned).toBeUndefined();
  },
};

/** Sent to a school and a council: 'Message sent', the form empties, both rows appear, the school admin's inbox has it. */
// Rules: actions.admin-messages.form, actions.messages.message-sent, admin-messages.send.message-sent
export const SendToSchoolAndCouncil: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, 'Road closure');
    await expect(await screen.findByText('Message sent', {}, settled)).toBeVisible();
    // The question closes once the table has reloaded.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), settled);
    const table = within(canvas.getByRole('table', { name: 'Sent messages' }));
    await waitFor(() => expect(table.getAllByRole('row', { name: /Road closure/ })).toHaveLength(2), settled);
    await expect(canvas.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
    await expect(
      demoDb.adminMessages.some(
        (message) => message.recipient_id === demoUserIds.school && message.subject === 'Road closure',
      ),
    ).toBe(true);
  },
};

const historyPath = '*/api/admin/administration/actionsHistory';

/**
 * The sent messages' columns, and the History of past runs (one per message sent), newest first; a
 * message just sent joins it without a reload.
 */
// Rules: actions.admin-messages.sent-table, actions.run.history, actions.run.resets-and-reloads
export const SentTableAndHistory: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sent = within(await canvas.findByRole('table', { name: 'Sent messages' }, settled));
    const headers = sent
      .getAllByRole('columnheader')
      .map((header) => (header.textContent ?? '').replace(/[↕▲▼]/g, '').trim());
    await expect(headers).toEqual(
      expect.arrayContaining([
        'Id',
        'School id',
        'Council id',
        'Created at',
        'Is read',
        'Subject',
        'Content',
      ]),
    );
    await expect(canvas.getByRole('heading', { name: 'History' })).toBeVisible();
    const history = within(await canvas.findByRole('table', { name: 'Actions history' }, settled));
    const runs = () => history.queryAllByRole('cell', { name: 'Send Admin Messages' });
    await waitFor(() => expect(runs()).toHaveLength(3), settled);
    await send(canvasElement, 'Road closure');
    await expect(await screen.findByText('Message sent', {}, settled)).toBeVisible();
    await waitFor(() => expect(runs()).toHaveLength(5), settled);
  },
};

// Rules: actions.run.history
export const HistoryFailsThenRetry = {
  ...serverErrorThenRetry('SUPERADMIN', historyPath, async (canvas) => {
    await expect(await canvas.findByRole('table', { name: 'Actions history' }, settled)).toBeVisible();
  }),
  tags: ['!dev', '!autodocs'],
};

/** The server refuses: an error toast, and everything typed stays. */
export const SendFails: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  beforeEach: ({ msw }) => {
    msw.use(...serverError(savePath));
  },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, 'Road closure');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), settled);
    await expect(canvas.getByRole('textbox', { name: 'Subject' })).toHaveValue('Road closure');
    await expect(canvas.getByRole('textbox', { name: 'Content' })).toHaveTextContent(
      'Park Road is closed on Monday.',
    );
    await expect(canvas.queryByRole('row', { name: /Road closure/ })).not.toBeInTheDocument();
  },
};

/** Send with nothing picked or written: the spec's messages, nothing sent. */
// Rules: admin-messages.form.content-required, admin-messages.form.school-required
export const MissingSchoolAndContent: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send' }, settled));
    await expect(canvas.getByText('Please select at least one school')).toBeVisible();
    await expect(canvas.getByText('Content is missing')).toBeVisible();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/** Cancel goes back to the actions list. */
// Rules: actions.run.cancel
export const CancelGoesBack = { ...cancelGoesTo('SUPERADMIN', 'Actions'), tags: ['!dev', '!autodocs'] };

export const LoadFailsThenRetry = {
  ...serverErrorThenRetry('SUPERADMIN', sentPath, async (canvas) => {
    await expect(await canvas.findByRole('table', { name: 'Sent messages' }, settled)).toBeVisible();
  }),
  tags: ['!dev', '!autodocs'],
};

export const MalformedAnswer = { ...malformedAnswer('SUPERADMIN', sentPath), tags: ['!dev', '!autodocs'] };

export const Loading = stillLoading('SUPERADMIN', sentPath, (canvas) =>
  canvas.findByText('Loading sent messages', {}, settled),
);

/** The sent messages could not be loaded: the page offers Retry. */
export const ServerError = serverErrorShown('SUPERADMIN', sentPath);

/** No message sent yet. */
export const Empty = emptyAnswer('SUPERADMIN', sentPath, [], (canvas) =>
  canvas.findByText('No sent messages', {}, settled),
);

export const SchoolAdmin = { ...notAvailableTo('SCHOOL_ADMIN'), tags: ['!dev', '!autodocs'] };
