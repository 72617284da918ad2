import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within, screen } from 'storybook/test';
import { pngFile } from '../../storybook/png-file';
import { PostEditor } from './PostEditor';
import { PostEditorForRole, type PostEditorStoryArgs } from './PostEditorForRole';
import { roleArgType } from '../../storybook/arg-types';
import { emptyPostForm, postAttachmentRule, type PostForm } from '@stride/domain';
import { expectHostileFilesRefused, hostileFiles } from '../../storybook/hostile-files';

/** The audience choices the PostEditor stories offer: schools, groups and councils, school years, groups. */
const schoolOptions = {
  schools: [
    { id: 101, name: 'Camden Primary', council_name: 'Camden Council' },
    { id: 102, name: 'Hackney Academy', council_name: null },
  ],
  groups: [{ id: 7, name: 'North London walkers' }],
  councils: [{ id: 2, name: 'Camden Council' }],
};

const years = [
  { level: -1, name: 'Nursery' },
  { level: 0, name: 'Reception' },
  { level: 1, name: 'Year 1' },
  { level: 2, name: 'Year 2' },
];

const groups = [{ id: 4, name: 'Walkers' }];

/** The args every PostEditor story starts from: a school admin's empty post, callbacks recorded. */
const postEditorArgs = {
  defaultValue: emptyPostForm,
  onValueChange: fn(),
  role: 'SCHOOL_ADMIN' as const,
  viewerId: 4,
  schoolOptions,
  years,
  groups,
  onSend: fn(async () => {}),
  onUpload: fn(async (_file: Blob, name: string) => `https://stride.example/uploads/${name}`),
  onCancel: fn(),
};

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

type Canvas = ReturnType<typeof within>;

/** The rich-text message. */
const message = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Message' });

/**
 * Types into the rich-text message as the browser does (an insertText input): user-event's
 * synthetic key events race ProseMirror's own input handling and drop letters.
 */
async function typeMessage(canvas: Canvas, text: string) {
  await userEvent.click(message(canvas));
  document.execCommand('insertText', false, text);
  await waitFor(() => expect(message(canvas)).toHaveTextContent(text));
}

/** The form the editor last reported through `onValueChange`. */
const lastForm = (args: { onValueChange?: unknown }) =>
  (args.onValueChange as ReturnType<typeof fn>).mock.lastCall?.[0] as PostForm;

/** The field says what it lacks: 'Please fill in all required fields'. */
const expectRequired = (field: HTMLElement) =>
  expect(field).toHaveAccessibleDescription('Please fill in all required fields');

/** The files attached so far, as the list shows them. */
const attachedFiles = (canvas: Canvas) =>
  within(canvas.getByRole('list', { name: 'Attached files' })).getAllByRole('listitem');

/** A poll starts with two answers, takes up to six, and each answer added can be removed again. */
async function expectTwoToSixAnswers(canvas: Canvas) {
  await expect(canvas.queryByRole('button', { name: /Remove answer/ })).toBeNull();
  for (let added = 0; added < 4; added += 1)
    await userEvent.click(canvas.getByRole('button', { name: 'Add answer' }));
  await expect(canvas.getAllByRole('textbox', { name: /^Answer \d$/ })).toHaveLength(6);
  await expect(canvas.queryByRole('button', { name: 'Add answer' })).toBeNull();
  for (const answer of [6, 5, 4, 3])
    await userEvent.click(canvas.getByRole('button', { name: `Remove answer ${answer}` }));
  await expect(canvas.queryByRole('button', { name: /Remove answer/ })).toBeNull();
}

/** Picks `name` under the school selector's `heading` (GROUPS ONLY, COUNCILS ONLY) in its open list. */
const pickUnder = (listbox: HTMLElement, heading: string, name: string) =>
  userEvent.click(
    within(within(listbox).getByRole('group', { name: heading })).getByRole('option', { name }),
  );
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
// Rules: notices.post.option-defaults, notices.post.categories
export const PreviewFollowsTyping: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await Default.play?.(context);
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    const preview = canvas.getByRole('region', { name: 'Preview' });
    // The categories on offer.
    await userEvent.click(canvas.getByRole('combobox', { name: 'Category' }));
    const categories = (await screen.findAllByRole('option')).map((option) => option.textContent);
    await expect(categories).toEqual(['eco', 'sports', 'travel', 'general', 'poll']);
    await userEvent.keyboard('{Escape}');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Walk to School Week');
    await expect(within(preview).getByRole('heading', { name: 'Walk to School Week' })).toBeVisible();
    await typeMessage(canvas, 'Walk on Friday');
    await expect(await within(preview).findByText('Walk on Friday')).toBeVisible();
    // Defaults: not important, comments allowed.
    await expect(canvas.getByRole('checkbox', { name: 'Important' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Allow comments' })).toBeChecked();
  },
};

export const SendsTheForm: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await PreviewFollowsTyping.play!(context);
    const { args, canvasElement } = context;
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(args.onSend).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Walk to School Week',
          message: '<p>Walk on Friday</p>',
          allow_comments: true,
        }),
      ),
    );
  },
};

// Rules: notices.post.message-required, notices.post.required-message
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

// Rules: notices.post.event-title-date
export const EventNeedsTitleAndDate: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Event' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Fun');
    await typeMessage(canvas, 'Bring a hat');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expectRequired(canvas.getByRole('textbox', { name: 'Title' }));
    await expect(canvas.getByLabelText(/Event date/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

// Rules: notices.post.types, notices.post.poll-question-answers, notices.post.poll-limits, notices.post.answers-two-to-six
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

// Rules: notices.post.audience-choices, notices.post.audience-clearing, notices.post.school-groups
export const AudienceClearing: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Year 1' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Group' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Walkers' }));
    await expect(lastForm(args)).toMatchObject({ group: 4, school_years: [] });
    await expect(canvas.getByRole('checkbox', { name: 'Year 1' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Reception' }));
    await expect(lastForm(args)).toMatchObject({ group: null, school_years: [0] });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Staff only' }));
    await expect(lastForm(args)).toMatchObject({ staffOnly: true, school_years: [] });
    await expect(canvas.getByRole('checkbox', { name: 'Reception' })).toBeDisabled();
  },
};

// Rules: notices.post.no-schools-school-admin
export const SchoolAdminAudience: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('group', { name: 'Schools' })).toBeNull();
    await expect(canvas.queryByRole('group', { name: 'Transport modes' })).toBeNull();
    await expect(canvas.queryByRole('checkbox', { name: 'Send notification?' })).toBeNull();
  },
};

// Rules: notices.post.school-groups
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
// Rules: notices.post.audience-choices, notices.post.super-admin-selector
export const SuperAdminPicksTheAudience: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...SuperAdminAudience.args },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The super admin sends to schools, groups, councils or ALL from the school selector.
    await userEvent.click(canvas.getByRole('combobox', { name: 'Schools' }));
    const listbox = await canvas.findByRole('listbox');
    for (const heading of ['Camden Council', 'Independent', 'GROUPS ONLY', 'COUNCILS ONLY'])
      await expect(within(listbox).getByRole('group', { name: heading })).toBeVisible();
    await userEvent.click(within(listbox).getByRole('option', { name: 'Hackney Academy' }));
    await pickUnder(listbox, 'GROUPS ONLY', 'North London walkers');
    await pickUnder(listbox, 'COUNCILS ONLY', 'Camden Council');
    await userEvent.keyboard('{Escape}');
    const modes = canvas.getByRole('group', { name: 'Transport modes' });
    for (const mode of ['Walking', 'Cycling', 'Car', 'Train', 'School Bus', 'Public Bus'])
      await expect(within(modes).getByRole('checkbox', { name: mode })).toBeVisible();
    await userEvent.click(within(modes).getByRole('checkbox', { name: 'School Bus' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Send notification?' }));
    await expect(lastForm(args)).toMatchObject({
      schools: [102, 'group_7', 'council_2'],
      transport_modes: ['School Bus'],
      sendNotification: true,
    });
    // ALL stands alone.
    await userEvent.click(canvas.getByRole('combobox', { name: 'Schools' }));
    await userEvent.click(await canvas.findByRole('option', { name: 'ALL' }));
    await userEvent.keyboard('{Escape}');
    await expect(lastForm(args)).toMatchObject({ schools: ['ALL'] });
  },
};

// Rules: notices.post.attachments, notices.post.images-max, notices.post.images-types, notices.post.images-resize
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
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    await expectHostileFilesRefused(
      within(canvasElement).getByLabelText('Add images or pdfs'),
      canvasElement,
      hostileFiles('pdf', postAttachmentRule),
      args.onUpload,
    );
    await expect(
      within(canvasElement).queryByRole('list', { name: 'Attached files' }),
    ).not.toBeInTheDocument();
  },
};

// Rules: notices.post.uploading-asks
export const AsksWhileUploading: Story = {
  tags: ['!dev', '!autodocs'],
  args: { onUpload: fn((_file: Blob, _name: string) => new Promise<string>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await typeMessage(canvas, 'Photos from sports day');
    await userEvent.upload(
      canvas.getByLabelText('Add images or pdfs'),
      new File(['%PDF'], 'letter.pdf', { type: 'application/pdf' }),
      { applyAccept: false },
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent('Uploading 1 file');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Images are being uploaded. Are you sure you want to continue ?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go back and wait' }));
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Send anyway' }),
    );
    await waitFor(() => expect(args.onSend).toHaveBeenCalled());
  },
};

/**
 * The schools, years or groups could not be loaded: 'Error occured' with the reason and Retry take their place
 * (no empty boxes, no 'No groups have been setup'), and Send sends nothing meanwhile.
 */
// Rules: notices.post.audience-load-failure
export const AudienceLoadFailed: Story = {
  args: {
    role: 'MULTI_SCHOOL_ADMIN',
    audienceError: 'The server could not be reached. Check your connection and try again.',
    audienceErrorDetail: 'GET api/admin/administration/getSchoolGroups\nTypeError: Failed to fetch',
    onAudienceRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const audience = within(canvas.getByRole('group', { name: 'Audience' }));
    const failure = audience.getByRole('alert');
    await expect(failure).toHaveTextContent('Error occured');
    await expect(failure).toHaveTextContent('The server could not be reached.');
    await expect(audience.queryByText('No groups have been setup')).toBeNull();
    await expect(audience.queryByRole('group', { name: 'School years' })).toBeNull();
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    await expect(args.onAudienceRetry).toHaveBeenCalledOnce();
    await typeMessage(canvas, 'Walk on Friday');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(
      await canvas.findByText('The audience could not be loaded. Retry it above, then send.'),
    ).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

// Rules: notices.post.send-failure-beside-send
export const FailedSendKeepsTheDraft: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    onSend: fn(async () => {
      throw new Error('The server did not answer.');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Draft title');
    await typeMessage(canvas, 'Draft message');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The server did not answer.');
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue('Draft title');
    await expect(message(canvas)).toHaveTextContent('Draft message');
  },
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
// Rules: notices.post.template-title
export const SaveAsTemplate: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...Template.args },
  play: async (context) => {
    await Template.play?.(context);
    const { args, canvasElement } = context;
    const canvas = within(canvasElement);
    await typeMessage(canvas, 'Hello families');
    await userEvent.click(canvas.getByRole('button', { name: 'Save template' }));
    await expectRequired(canvas.getByRole('textbox', { name: 'Template title' }));
    await expect(canvas.getByRole('textbox', { name: 'Template title' })).toHaveAttribute('maxLength', '80');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Template title' }), 'Welcome');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Template type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'User level' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save template' }));
    await waitFor(() =>
      expect(args.onSend).toHaveBeenCalledWith(
        expect.objectContaining({ saveAsTemplate: true, template_title: 'Welcome', template_type: 3 }),
      ),
    );
  },
};

// The post editor on a phone. Not on the docs page (!autodocs), which opens on Default.

/**
 * On a phone the preview goes under the form, full width, instead of lying on the post type and
 * category fields beside it.
 */
export const OnAPhone: Story = {
  tags: ['!autodocs'],
  args: { defaultValue: { ...emptyPostForm, title: 'Walk to school week' } },
  decorators: [
    (Story) => (
      <div style={{ width: 358 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = canvas.getByRole('region', { name: 'Preview' }).getBoundingClientRect();
    const send = canvas.getByRole('button', { name: 'Send' }).getBoundingClientRect();
    const category = canvas.getByRole('combobox', { name: 'Category' }).getBoundingClientRect();
    await expect(preview.top).toBeGreaterThanOrEqual(send.bottom);
    await expect(Math.round(preview.width)).toBe(358);
    await expect(category.right).toBeLessThanOrEqual(358 + canvasElement.getBoundingClientRect().left + 1);
    await expect(
      within(canvas.getByRole('region', { name: 'Preview' })).getByText('Walk to school week'),
    ).toBeVisible();
  },
};

/** A pdf named in 121 characters with no space, as a phone's files app may name a scanned letter. */
const longFileName = `${'Walk-to-School-Week-letter-to-parents-'.repeat(3)}v12.pdf`;
const longLink = `https://example.org/letters/${'walk-to-school-week-newsletter-'.repeat(6)}final`;

/**
 * On a phone a pdf with a very long name is listed whole, wrapped within the list, with its Remove
 * beside it; a message with code and a long link keeps to the screen in the editor and the preview.
 */
// Rules: notices.post.attachment-long-name, layout.markup.never-widens
export const LongFileNameOnAPhone: Story = {
  tags: ['!autodocs'],
  args: {
    defaultValue: {
      ...emptyPostForm,
      title: 'Walk to school week',
      message: `<p>Read it at ${longLink}</p><pre><code>${'const modes = ["walk", "cycle", "scoot"]; '.repeat(8)}</code></pre>`,
      images: [`https://stride.example/uploads/${longFileName}`],
    },
  },
  decorators: [
    (Story) => (
      <section aria-label="Phone screen" style={{ width: 358 }}>
        <Story />
      </section>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const screenBox = canvas.getByRole('region', { name: 'Phone screen' });
    const right = screenBox.getBoundingClientRect().right + 1;
    const [file] = attachedFiles(canvas);
    await expect(within(file!).getByText(longFileName)).toBeVisible();
    const remove = within(file!).getByRole('button', { name: 'Remove attachment 1' });
    await expect(remove).toBeVisible();
    await expect(remove.getBoundingClientRect().right).toBeLessThanOrEqual(right);
    for (const field of [
      canvas.getByRole('textbox', { name: 'Title' }),
      message(canvas),
      canvas.getByRole('button', { name: 'Send' }),
      canvas.getByRole('region', { name: 'Preview' }),
    ])
      await expect(field.getBoundingClientRect().right).toBeLessThanOrEqual(right);
    await expect(screenBox.scrollWidth).toBeLessThanOrEqual(screenBox.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
