import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { EmailTemplateEditor } from './EmailTemplateEditor';
import { pngFile } from '../../storybook/png-file';
import { expectHostileFilesRefused, hostileFiles } from '../../storybook/hostile-files';
import { pictureFileRule } from '@stride/domain';

const headersAndFooters = [
  { id: 209, title: 'Stride header', type: 'header' as const },
  { id: 211, title: 'Legal footer', type: 'footer' as const },
];

const stored = {
  id: 200,
  title: 'Weekly tips',
  subject: 'Your walking week',
  description: 'Sent every Monday',
  user_type: 'parents_staff',
  type: 'template' as const,
  global: false,
  template: {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Hello {{first_name}}' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'Walk to school this week.' }] },
    ],
  },
  html: '',
  variables: ['first_name'],
  header_id: 209,
  footer_id: null,
};

const meta = {
  title: 'Editor/EmailTemplateEditor',
  tags: ['autodocs'],
  component: EmailTemplateEditor,
  args: {
    headersAndFooters,
    onSave: fn(async () => {}),
    onSendPreview: fn(async () => {}),
    onUploadImage: fn(async () => 'https://cdn.stride.test/walk.png'),
    onCancel: fn(),
  },
} satisfies Meta<typeof EmailTemplateEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Email body' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'New email template' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: /Global/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send preview' })).toBeDisabled();
  },
};

// Rules: automations.email-template.save-needs
export const SaveNeedsUserTypeTitleAndSubject: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.type(canvas.getByRole('textbox', { name: /Title/ }), 'Frost warning');
    await expect(save).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Subject/ }), 'Icy paths, {{{{first_name}}');
    await expect(save).toBeDisabled();
    await userEvent.click(canvas.getByRole('combobox', { name: /User type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Parents and staff' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Global/ }));
    await userEvent.click(body(canvasElement));
    await userEvent.keyboard('Take care on the way to ');
    await userEvent.click(canvas.getByRole('button', { name: 'Insert school_name' }));
    await expect(body(canvasElement)).toHaveTextContent('Take care on the way to {{school_name}}');
    // The insert gives focus back to the body a frame later; once it has, Save takes it for good.
    await waitFor(() => expect(body(canvasElement)).toHaveFocus());
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce());
    const payload = (args.onSave as ReturnType<typeof fn>).mock.calls[0]![0];
    await expect(payload).toMatchObject({
      title: 'Frost warning',
      user_type: 'parents_staff',
      type: 'template',
      global: true,
      variables: ['first_name', 'school_name'],
    });
    await expect(payload.template).toMatchObject({ type: 'doc' });
    await expect(payload.html).toMatch(/^<div style="font-family:Arial/);
    await expect(payload.html).toContain(
      '<p style="margin:0 0 12px">Take care on the way to {{school_name}}</p>',
    );
  },
};

/** A required field left empty or blank says so once left, keeps what was typed, and Save stays disabled. */
export const RequiredFieldsSaySoWhenLeftEmpty: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('textbox', { name: /Title/ });
    const subject = canvas.getByRole('textbox', { name: /Subject/ });
    await userEvent.type(title, 'Frost warning');
    await userEvent.clear(title);
    await userEvent.type(subject, '   ');
    await userEvent.tab();
    await expect(title).toHaveAccessibleDescription(/Please input Title/);
    await expect(subject).toHaveAccessibleDescription(/Please input Subject/);
    await expect(subject).toHaveValue('   ');
    await userEvent.type(title, 'Frost warning');
    await expect(canvas.queryByText('Please input Title')).toBeNull();
    await userEvent.click(canvas.getByRole('combobox', { name: /User type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Other' }));
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(subject, '{Enter}');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const EditASavedTemplate: Story = {
  tags: ['!dev', '!autodocs'],
  args: { template: stored },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Email template Weekly tips' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Hello {{first_name}}' })).toBeVisible());
    await expect(canvas.getByRole('combobox', { name: /User type/ })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: /^Type/ })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: /Global/ })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Header' })).toHaveTextContent('Stride header');
    // Enabled once the form has checked what it was given.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled());
  },
};

// Rules: automations.email-template.preview-dialog
export const PreviewRendersWhatTheEditorShows: Story = {
  tags: ['!dev', '!autodocs'],
  args: { template: stored },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Hello {{first_name}}' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Your walking week' }));
    const preview = dialog.getByRole('document', { name: 'Email preview' });
    await expect(
      within(preview).getByRole('heading', { level: 2, name: 'Hello {{first_name}}' }),
    ).toBeVisible();
    await expect(preview).toHaveTextContent('Walk to school this week.');
  },
};

// Rules: automations.email-template.preview-address
export const SendPreviewNeedsAnAddress: Story = {
  tags: ['!dev', '!autodocs'],
  args: { template: stored },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const address = canvas.getByRole('textbox', { name: 'Test address' });
    await userEvent.type(address, 'me@demo');
    await userEvent.click(canvas.getByRole('button', { name: 'Send preview' }));
    await expect(canvas.getByText("A test address needs an '@' and a '.'")).toBeVisible();
    await expect(args.onSendPreview).not.toHaveBeenCalled();
    await userEvent.type(address, '.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Send preview' }));
    await waitFor(() => expect(args.onSendPreview).toHaveBeenCalledWith('me@demo.test'));
    await expect(address).toHaveValue('me@demo.test');
  },
};

export const InsertAnUploadedImage: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Image file'), await pngFile('walk.png'));
    await waitFor(() => expect(args.onUploadImage).toHaveBeenCalled());
    await waitFor(() =>
      expect(body(canvasElement).querySelector('img')).toHaveAttribute(
        'src',
        'https://cdn.stride.test/walk.png',
      ),
    );
  },
};

/** A page renamed .png, an empty file, one over 100 MB and a program: each its message, none uploaded (ADR 0094). */
export const HostileImagesAreRefused: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    await expectHostileFilesRefused(
      within(canvasElement).getByLabelText('Image file'),
      canvasElement,
      hostileFiles('png', pictureFileRule),
      args.onUploadImage,
    );
    await expect(body(canvasElement).querySelector('img')).toBeNull();
  },
};

// Rules: automations.email-template.guide
export const GuideOnConditionals: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Guide: conditionals' }));
    await expect(
      canvas.getByText('{{#if first_name}}Dear {{first_name}},{{else}}Dear parent,{{/if}}'),
    ).toBeVisible();
  },
};

export const AFailedSaveKeepsTheDraft: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    template: stored,
    onSave: fn(async () => {
      throw new Error('offline');
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('textbox', { name: /Title/ });
    await userEvent.type(title, ' and more');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalled());
    await expect(title).toHaveValue('Weekly tips and more');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** A kept draft replaces the stored template; loading it reports nothing, and each change reports fields and body. */
export const EditAKeptDraft: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    template: stored,
    defaultDraft: {
      title: 'Weekly tips, half renamed',
      subject: 'Your walking week',
      description: 'Sent every Monday',
      user_type: 'parents_staff',
      type: 'template',
      global: false,
      header_id: 209,
      footer_id: null,
      body: '<p>Kept from before the reload</p>',
    },
    onDraftChange: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Kept from before the reload')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Title/ })).toHaveValue('Weekly tips, half renamed');
    await expect(args.onDraftChange).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Subject/ }), '!');
    await waitFor(() =>
      expect(args.onDraftChange).toHaveBeenLastCalledWith(
        expect.objectContaining({
          subject: 'Your walking week!',
          body: '<p>Kept from before the reload</p>',
        }),
      ),
    );
  },
};
