import type { Meta, StoryObj } from '@storybook/react-vite';
import { picksAcrossPlatform, proceedQuestion, type Role } from '@stride/domain';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { answerQuestion } from '../../storybook/answer-question';
import { AdminMessageForm, type AdminMessageFormProps } from './AdminMessageForm';
import { roleArgType } from '../../storybook/arg-types';

/** A story picks a role; the form gets what the console gives that role. */
type StoryArgs = Omit<AdminMessageFormProps, 'acrossPlatform'> & { role: Role };

const options = {
  schools: [
    { id: 101, name: 'Camden Primary', council_id: 1, council_name: 'London Borough of Camden' },
    { id: 108, name: 'Hackney Academy', council_id: 3, council_name: 'London Borough of Hackney' },
  ],
  groups: [],
  councils: [{ id: 3, name: 'London Borough of Hackney' }],
};

const meta = {
  title: 'Components/AdminMessageForm',
  tags: ['autodocs'],
  argTypes: { role: roleArgType },
  component: AdminMessageForm,
  args: { role: 'SUPERADMIN', options, onSend: fn(async () => true), onCancel: fn() },
  render: ({ role, ...args }) => <AdminMessageForm {...args} acrossPlatform={picksAcrossPlatform(role)} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const proceed = (reply: 'Yes' | 'No') => answerQuestion(proceedQuestion, reply);

/** Fills the form: one school and one council, a subject and bold content. */
async function fill(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const selector = canvas.getByRole('combobox', { name: 'Schools or councils' });
  await userEvent.click(selector);
  await userEvent.click(await screen.findByRole('option', { name: 'Camden Primary' }));
  await userEvent.type(selector, 'Hackney');
  await userEvent.click(await screen.findByRole('option', { name: 'London Borough of Hackney' }));
  await userEvent.keyboard('{Escape}');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Subject' }), 'Road closure');
  await userEvent.click(canvas.getByRole('textbox', { name: 'Content' }));
  await userEvent.keyboard('Park Road is closed');
  return canvas;
}

export const Default: Story = {};

/** Send asks first; Yes sends the draft and the form empties. */
export const SendAfterConfirming: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = await fill(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await proceed('Yes');
    await expect(args.onSend).toHaveBeenCalledWith({
      schools: [101, 'council_3'],
      subject: 'Road closure',
      content: '<p>Park Road is closed</p>',
    });
    await expect(canvas.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
  },
};

/** A failed send keeps everything typed. */
export const FailedSendKeepsTheDraft: Story = {
  tags: ['!dev', '!autodocs'],
  args: { onSend: fn(async () => false) },
  play: async ({ canvasElement, args }) => {
    const canvas = await fill(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await proceed('Yes');
    await expect(args.onSend).toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Subject' })).toHaveValue('Road closure');
    await expect(canvas.getByRole('textbox', { name: 'Content' })).toHaveTextContent('Park Road is closed');
  },
};

/** Nothing picked and no content: the spec's two messages, no question. */
// Rules: admin-messages.form.content-required, admin-messages.form.school-required
export const MissingSchoolAndContent: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Subject' }), 'Draft');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(canvas.getByText('Please select at least one school')).toBeVisible();
    await expect(canvas.getByText('Content is missing')).toBeVisible();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Subject' })).toHaveValue('Draft');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** Content missing alone: its message, the focus in the editor, the school and subject kept. */
export const MissingContentFocusesTheEditor: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const selector = canvas.getByRole('combobox', { name: 'Schools or councils' });
    await userEvent.click(selector);
    await userEvent.click(await screen.findByRole('option', { name: 'Camden Primary' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Subject' }), 'Road closure');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText('Content is missing')).toBeVisible();
    // tiptap moves the focus on the next frame.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Content' })).toHaveFocus());
    await expect(canvas.queryByText('Please select at least one school')).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Subject' })).toHaveValue('Road closure');
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};
