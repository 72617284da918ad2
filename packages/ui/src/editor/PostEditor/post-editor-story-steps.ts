import { postAttachmentRule, type PostForm } from '@stride/domain';
import { expect, type fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectHostileFilesRefused, hostileFiles } from '../../storybook/hostile-files';

/** Steps the PostEditor stories share, and the plays of its interaction tests. */

type Canvas = ReturnType<typeof within>;

/** What those plays are given. */
type PlayContext = {
  args: { onSend?: unknown; onUpload?: unknown; onValueChange?: unknown };
  canvasElement: HTMLElement;
};

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
export const expectRequired = (field: HTMLElement) =>
  expect(field).toHaveAccessibleDescription('Please fill in all required fields');

/** The files attached so far, as the list shows them. */
export const attachedFiles = (canvas: Canvas) =>
  within(canvas.getByRole('list', { name: 'Attached files' })).getAllByRole('listitem');

/** A poll starts with two answers, takes up to six, and each answer added can be removed again. */
export async function expectTwoToSixAnswers(canvas: Canvas) {
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

/** The play of PreviewFollowsTyping, after Default's. */
export async function previewFollowsTyping({ canvasElement }: PlayContext) {
  const canvas = within(canvasElement);
  const preview = canvas.getByRole('region', { name: 'Preview' });
  await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Walk to School Week');
  await expect(within(preview).getByRole('heading', { name: 'Walk to School Week' })).toBeVisible();
  await typeMessage(canvas, 'Walk on Friday');
  await expect(await within(preview).findByText('Walk on Friday')).toBeVisible();
  // Defaults: not important, comments allowed.
  await expect(canvas.getByRole('checkbox', { name: 'Important' })).not.toBeChecked();
  await expect(canvas.getByRole('checkbox', { name: 'Allow comments' })).toBeChecked();
}

/** The play of SendsTheForm, after PreviewFollowsTyping's. */
export async function sendsTheForm({ args, canvasElement }: PlayContext) {
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
}

/** The play of EventNeedsTitleAndDate. */
export async function eventNeedsTitleAndDate({ canvasElement, args }: PlayContext) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Event' }));
  await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Fun');
  await typeMessage(canvas, 'Bring a hat');
  await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
  await expectRequired(canvas.getByRole('textbox', { name: 'Title' }));
  await expect(canvas.getByLabelText(/Event date/)).toHaveAttribute('aria-invalid', 'true');
  await expect(args.onSend).not.toHaveBeenCalled();
}

/** The play of AudienceClearing. */
export async function audienceClearing({ canvasElement, args }: PlayContext) {
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
}

/** The play of SuperAdminPicksTheAudience. */
export async function superAdminPicksTheAudience({ canvasElement, args }: PlayContext) {
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
}

/** The play of HostileAttachmentsAreRefused. */
export async function hostileAttachmentsAreRefused({ canvasElement, args }: PlayContext) {
  await expectHostileFilesRefused(
    within(canvasElement).getByLabelText('Add images or pdfs'),
    canvasElement,
    hostileFiles('pdf', postAttachmentRule),
    args.onUpload,
  );
  await expect(within(canvasElement).queryByRole('list', { name: 'Attached files' })).not.toBeInTheDocument();
}

/** The play of AsksWhileUploading (an upload that never ends). */
export async function asksWhileUploading({ canvasElement, args }: PlayContext) {
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
}

/** The play of FailedSendKeepsTheDraft (a send that fails). */
export async function failedSendKeepsTheDraft({ canvasElement }: PlayContext) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Draft title');
  await typeMessage(canvas, 'Draft message');
  await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
  await expect(await canvas.findByRole('alert')).toHaveTextContent('The server did not answer.');
  await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue('Draft title');
  await expect(message(canvas)).toHaveTextContent('Draft message');
}

/** The play of SaveAsTemplate, after Template's. */
export async function saveAsTemplate({ args, canvasElement }: PlayContext) {
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
}
