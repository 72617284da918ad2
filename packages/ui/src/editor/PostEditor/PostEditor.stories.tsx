import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pngFile } from '../../storybook/png-file';
import { PostEditor } from './PostEditor';
import { PostEditorForRole, type PostEditorStoryArgs } from './PostEditorForRole';
import { postEditorArgs } from './post-editor-fixtures';
import {
  asksWhileUploading,
  attachedFiles,
  audienceClearing,
  eventNeedsTitleAndDate,
  expectRequired,
  expectTwoToSixAnswers,
  failedSendKeepsTheDraft,
  hostileAttachmentsAreRefused,
  previewFollowsTyping,
  saveAsTemplate,
  sendsTheForm,
  superAdminPicksTheAudience,
} from './post-editor-story-steps';
import { roleArgType } from '../../storybook/arg-types';

const meta = {
  title: 'Editor/PostEditor',
  tags: ['autodocs'],
  argTypes: { role: roleArgType },
  component: PostEditor,
  args: postEditorArgs,
  render: (args) => <PostEditorForRole {...args} />,
} satisfies Meta<PostEditorStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = canvas.getByRole('region', { name: 'Preview' });
    await expect(within(preview).getByText('created 20 seconds ago')).toBeVisible();
  },
};

/**
 * The title and message typed show in the preview; not important, comments allowed by default (a test: the
 * Default story stays untouched).
 */
export const PreviewFollowsTyping: Story = {
  tags: ['!dev'],
  play: async (context) => {
    await Default.play?.(context);
    await previewFollowsTyping(context);
  },
};

export const SendsTheForm: Story = {
  tags: ['!dev'],
  play: async (context) => {
    await PreviewFollowsTyping.play!(context);
    await sendsTheForm(context);
  },
};

export const RequiredFields: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Kept title');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue('Kept title');
  },
};

export const EventNeedsTitleAndDate: Story = {
  tags: ['!dev'],
  play: eventNeedsTitleAndDate,
};

export const Poll: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Poll' }));
    await expect(canvas.getByRole('textbox', { name: 'Question' })).toHaveAttribute('maxLength', '200');
    await expectTwoToSixAnswers(canvas);
    await expect(canvas.getByRole('textbox', { name: 'Answer 1' })).toHaveAttribute('maxLength', '80');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Question' }), 'Walk on Friday?');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Answer 1' }), 'Yes');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expectRequired(canvas.getByRole('textbox', { name: 'Answer 2' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Answer 2' }), 'No');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(args.onSend).toHaveBeenCalledWith(
        expect.objectContaining({
          type: 'POLL',
          category: 'poll',
          title: 'Walk on Friday?',
          answers: ['Yes', 'No'],
        }),
      ),
    );
    await expect(
      within(canvas.getByRole('region', { name: 'Preview' })).getByRole('progressbar', { name: 'Yes: 0%' }),
    ).toBeVisible();
  },
};

export const AudienceClearing: Story = {
  tags: ['!dev'],
  play: audienceClearing,
};

export const SchoolAdminAudience: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('group', { name: 'Schools' })).toBeNull();
    await expect(canvas.queryByRole('group', { name: 'Transport modes' })).toBeNull();
    await expect(canvas.queryByRole('checkbox', { name: 'Send notification?' })).toBeNull();
  },
};

export const NoGroups: Story = {
  args: { groups: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No groups have been setup')).toBeVisible();
  },
};

export const SuperAdminAudience: Story = {
  args: { role: 'SUPERADMIN' },
};

/**
 * The super admin picks schools, groups, councils, a transport mode and a notification; ALL stands alone (a
 * test: the SuperAdminAudience story stays untouched).
 */
export const SuperAdminPicksTheAudience: Story = {
  tags: ['!dev'],
  args: { ...SuperAdminAudience.args },
  play: superAdminPicksTheAudience,
};

export const Attachments: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Add images or pdfs');
    await userEvent.upload(
      input,
      [await pngFile('tall.png', 40, 2000), new File(['%PDF'], 'letter.pdf', { type: 'application/pdf' })],
      { applyAccept: false },
    );
    await waitFor(() => expect(attachedFiles(canvas)).toHaveLength(2));
    const [image, name] = (args.onUpload as ReturnType<typeof fn>).mock.calls.find((call) =>
      String(call[1]).startsWith('tall'),
    )!;
    // Redrawn at most 1400 high before the upload.
    const bitmap = await createImageBitmap(image as Blob);
    await expect(bitmap.height).toBe(1400);
    await expect(name).toBe('tall.png');
    await userEvent.upload(input, [new File(['x'], 'notes.docx')], { applyAccept: false });
    // The files are read (their first bytes) before the check answers.
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Unsupported file type'));
    await userEvent.upload(
      input,
      await Promise.all(Array.from({ length: 9 }, (_, index) => pngFile(`p${index}.png`))),
      { applyAccept: false },
    );
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Maximum of 10 images are allowed per post'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove attachment 1' }));
    await expect(attachedFiles(canvas)).toHaveLength(1);
  },
};

/** A page renamed .pdf, an empty file, one over 100 MB and a program: each its message, none uploaded (ADR 0094). */
export const HostileAttachmentsAreRefused: Story = {
  tags: ['!dev'],
  play: hostileAttachmentsAreRefused,
};

export const AsksWhileUploading: Story = {
  tags: ['!dev'],
  args: { onUpload: fn((_file: Blob, _name: string) => new Promise<string>(() => {})) },
  play: asksWhileUploading,
};

export const FailedSendKeepsTheDraft: Story = {
  tags: ['!dev'],
  args: {
    onSend: fn(async () => {
      throw new Error('The server did not answer.');
    }),
  },
  play: failedSendKeepsTheDraft,
};

export const Template: Story = {
  args: { mode: 'template', role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Use School front image' })).toBeVisible();
  },
};

/**
 * Save template asks for a title, then sends the post as a template of the chosen type (a test: the Template
 * story stays untouched).
 */
export const SaveAsTemplate: Story = {
  tags: ['!dev'],
  args: { ...Template.args },
  play: async (context) => {
    await Template.play?.(context);
    await saveAsTemplate(context);
  },
};
