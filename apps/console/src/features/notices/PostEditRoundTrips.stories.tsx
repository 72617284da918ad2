import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Role } from '@stride/domain';
import { demoDb, demoOrganisationIds, demoUserIds, noticeBoardOf } from '@stride/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { pngFile, settled } from '../../storybook/console-stories';
import { chooseOption, reloadAndWait, retype } from '../../storybook/round-trip-stories';
import { pageMeta } from '../../storybook/page-stories';

// The post editor's round trips; its other stories are in PostEditPage.stories.tsx, under the same
// title (same story ids).
const meta = {
  title: 'Pages/Post Editor',
  ...pageMeta,
  args: { path: '/members/noticeboard/edit/new', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

// Round trips (create, find it, reload, reopen, change every kind of field, reopen, delete). They end
// on the board, whose forty cards load their pictures lazily: tested, not pictured.

const yearName = (level: number) => demoDb.schoolYears.find((year) => year.level === level)!.name;
const editor = (canvas: Canvas) => canvas.findByRole('form', { name: 'Post' }, settled);
const boardOf = async (canvas: Canvas) =>
  within(await canvas.findByRole('region', { name: 'Notice board' }, settled));
/** The card whose title is `title` (its heading's article). */
const boardCard = async (canvas: Canvas, title: string) =>
  (await (await boardOf(canvas)).findByRole('heading', { name: title }, settled)).closest('article')!;
const goneFromTheBoard = async (canvas: Canvas, title: string) => {
  const board = await boardOf(canvas);
  await waitFor(() => expect(board.getAllByRole('article').length).toBeGreaterThan(0), settled);
  await waitFor(() => expect(board.queryByRole('heading', { name: title })).toBeNull(), settled);
};
/** Replaces the rich-text message as the browser does (select all, then insertText). */
async function replaceMessage(form: Canvas, text: string) {
  const message = form.getByRole('textbox', { name: /^(Message|Description)$/ });
  await userEvent.click(message);
  document.execCommand('selectAll');
  document.execCommand('insertText', false, text);
  await waitFor(() => expect(message).toHaveTextContent(text));
}
const choose = (form: Canvas, label: string, option: string) =>
  chooseOption(form.getByRole('combobox', { name: label }), option);
/** Sends, lands on the board at its top and finds the card there without a Refresh. */
async function sendAndFind(canvas: Canvas, form: Canvas, title: string) {
  window.scrollTo(0, document.body.scrollHeight);
  await userEvent.click(form.getByRole('button', { name: 'Send' }));
  const card = await boardCard(canvas, title);
  await waitFor(() => expect(window.scrollY).toBe(0));
  return card;
}
/** Opens a new post from the board's New post. */
async function newPost(canvas: Canvas) {
  await userEvent.click(await canvas.findByRole('link', { name: 'New post' }, settled));
  return within(await editor(canvas));
}
/** Reloads the console, then opens the post with this title from the board. */
async function reopen(canvasElement: HTMLElement, title: string) {
  await reloadAndWait(canvasElement);
  return openForEdit(within(canvasElement), title);
}
async function openForEdit(canvas: Canvas, title: string) {
  const card = await boardCard(canvas, title);
  await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
  return within(await editor(canvas));
}
async function deleteFromTheBoard(canvasElement: HTMLElement, title: string) {
  const canvas = within(canvasElement);
  await userEvent.click(
    within(await canvas.findByRole('navigation', { name: 'Main menu' })).getByRole('link', {
      name: 'Notice Board',
    }),
  );
  const card = await boardCard(canvas, title);
  await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
  await userEvent.click(
    within(
      await screen.findByRole('alertdialog', { name: 'Remove this post from the School Notice Board?' }),
    ).getByRole('button', { name: 'Yes' }),
  );
  await expect(await screen.findByText('Delete completed', {}, settled)).toBeVisible();
  await goneFromTheBoard(canvas, title);
  await reloadAndWait(canvasElement);
  await goneFromTheBoard(canvas, title);
}
/** The poll's answers as typed. */
const answersOf = (form: Canvas) =>
  form
    .getAllByRole('textbox', { name: /^Answer \d$/ })
    .map((answer: HTMLElement) => (answer as HTMLInputElement).value);
const checked = (form: Canvas, name: string) => form.getByRole('checkbox', { name });

/** A round trip as `role`, from the board's New post (it ends on the board: tested, not pictured). */
const roundTrip = (role: Role, play: (canvasElement: HTMLElement, form: Canvas) => Promise<void>): Story => ({
  tags: ['no-visual'],
  globals: { role },
  args: { path: '/members/noticeboard' },
  play: async ({ canvasElement }) => play(canvasElement, await newPost(within(canvasElement))),
});

/** The school admin's own 'Parents evening' reopens with its years ticked and sends them again. */
export const EditingKeepsTheAudience: Story = {
  // Ends on the board (lazily loaded pictures): tested, not pictured.
  tags: ['no-visual'],
  globals: { role: 'SCHOOL_ADMIN' },
  args: {
    path: `/members/noticeboard/edit/${
      noticeBoardOf(demoOrganisationIds.termsSchool).find(
        (notice) =>
          notice.title === 'Parents evening' &&
          notice.user_id === demoUserIds.school &&
          notice.years.length > 1,
      )!.id
    }`,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const id = Number(args.path.split('/').pop());
    const stored = noticeBoardOf(demoOrganisationIds.termsSchool).find((notice) => notice.id === id)!;
    const years = [...stored.years];
    const form = within(await editor(canvas));
    await expect(await form.findByRole('textbox', { name: 'Title' }, settled)).toHaveValue('Parents evening');
    const ticked = within(form.getByRole('group', { name: 'School years' }));
    await waitFor(
      () => expect(ticked.getAllByRole('checkbox').length).toBeGreaterThan(years.length),
      settled,
    );
    for (const year of demoDb.schoolYears.filter((row) => ticked.queryByRole('checkbox', { name: row.name })))
      await expect(ticked.getByRole('checkbox', { name: year.name })).toHaveAttribute(
        'aria-checked',
        String(years.includes(year.level)),
      );
    await userEvent.click(form.getByRole('button', { name: 'Send' }));
    await boardCard(canvas, 'Parents evening');
    await expect(stored.years).toEqual(years);
  },
};

export const PostRoundTrip = roundTrip('SCHOOL_ADMIN', async (canvasElement, created) => {
  const canvas = within(canvasElement);
  let form = created;
  await userEvent.type(await form.findByRole('textbox', { name: 'Title' }, settled), 'Walk on Friday');
  await replaceMessage(form, 'Meet at the park gates');
  await choose(form, 'Category', 'travel');
  await userEvent.click(checked(form, 'Important'));
  await userEvent.click(checked(form, 'Allow comments'));
  await waitFor(() => expect(checked(form, yearName(2))).toBeVisible(), settled);
  await userEvent.click(checked(form, yearName(2)));
  await userEvent.click(checked(form, yearName(3)));
  await userEvent.upload(form.getByLabelText('Add images or pdfs'), await pngFile('route.png'));
  const attached = () => within(form.getByRole('list', { name: 'Attached files' })).getAllByRole('listitem');
  await waitFor(() => expect(attached()).toHaveLength(1), settled);
  await sendAndFind(canvas, form, 'Walk on Friday');

  form = await reopen(canvasElement, 'Walk on Friday');
  await expect(await form.findByRole('textbox', { name: 'Title' }, settled)).toHaveValue('Walk on Friday');
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveTextContent('Meet at the park gates');
  await expect(form.getByRole('combobox', { name: 'Category' })).toHaveTextContent('travel');
  await expect(checked(form, 'Important')).toBeChecked();
  await expect(checked(form, 'Allow comments')).not.toBeChecked();
  await waitFor(() => expect(checked(form, yearName(2))).toBeChecked(), settled);
  await expect(checked(form, yearName(3))).toBeChecked();
  await expect(checked(form, yearName(5))).not.toBeChecked();
  await expect(attached()).toHaveLength(1);

  await retype(form.getByRole('textbox', { name: 'Title' }), 'Walk on Monday');
  await replaceMessage(form, 'Meet at the school gates');
  await choose(form, 'Category', 'eco');
  await userEvent.click(checked(form, 'Important'));
  await userEvent.click(checked(form, 'Allow comments'));
  await userEvent.click(checked(form, yearName(3)));
  await userEvent.click(checked(form, yearName(5)));
  await userEvent.click(form.getByRole('button', { name: 'Remove attachment 1' }));
  await sendAndFind(canvas, form, 'Walk on Monday');
  await expect((await boardOf(canvas)).queryByRole('heading', { name: 'Walk on Friday' })).toBeNull();

  form = await reopen(canvasElement, 'Walk on Monday');
  await expect(await form.findByRole('textbox', { name: 'Title' }, settled)).toHaveValue('Walk on Monday');
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveTextContent('Meet at the school gates');
  await expect(form.getByRole('combobox', { name: 'Category' })).toHaveTextContent('eco');
  await expect(checked(form, 'Important')).not.toBeChecked();
  await expect(checked(form, 'Allow comments')).toBeChecked();
  await waitFor(() => expect(checked(form, yearName(2))).toBeChecked(), settled);
  await expect(checked(form, yearName(3))).not.toBeChecked();
  await expect(checked(form, yearName(5))).toBeChecked();
  await expect(form.queryByRole('list', { name: 'Attached files' })).toBeNull();
  await deleteFromTheBoard(canvasElement, 'Walk on Monday');
});

export const EventRoundTrip = roundTrip('SCHOOL_ADMIN', async (canvasElement, created) => {
  const canvas = within(canvasElement);
  let form = created;
  await userEvent.click(await form.findByRole('checkbox', { name: 'Event' }, settled));
  await userEvent.type(form.getByRole('textbox', { name: 'Title' }), 'Science fair');
  await userEvent.type(form.getByLabelText(/Event date/), '2026-12-03');
  await replaceMessage(form, 'Projects in the hall');
  await userEvent.click(checked(form, 'Staff only'));
  await sendAndFind(canvas, form, 'Science fair');

  form = await reopen(canvasElement, 'Science fair');
  await expect(await form.findByRole('checkbox', { name: 'Event' }, settled)).toBeChecked();
  await expect(form.getByLabelText(/Event date/)).toHaveValue('2026-12-03');
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveTextContent('Projects in the hall');
  await expect(checked(form, 'Staff only')).toBeChecked();

  await retype(form.getByRole('textbox', { name: 'Title' }), 'Science and art fair');
  await userEvent.clear(form.getByLabelText(/Event date/));
  await userEvent.type(form.getByLabelText(/Event date/), '2026-12-10');
  await userEvent.click(checked(form, 'Staff only'));
  await waitFor(() => expect(checked(form, yearName(4))).toBeEnabled());
  await userEvent.click(checked(form, yearName(4)));
  await sendAndFind(canvas, form, 'Science and art fair');

  form = await reopen(canvasElement, 'Science and art fair');
  await expect(await form.findByLabelText(/Event date/, {}, settled)).toHaveValue('2026-12-10');
  await expect(checked(form, 'Staff only')).not.toBeChecked();
  await waitFor(() => expect(checked(form, yearName(4))).toBeChecked(), settled);
  await deleteFromTheBoard(canvasElement, 'Science and art fair');
});

export const PollRoundTrip = roundTrip('SCHOOL_ADMIN', async (canvasElement, created) => {
  const canvas = within(canvasElement);
  let form = created;
  await userEvent.click(await form.findByRole('radio', { name: 'Poll' }, settled));
  await userEvent.type(form.getByRole('textbox', { name: 'Question' }), 'Walk on Friday?');
  await userEvent.type(form.getByRole('textbox', { name: 'Answer 1' }), 'Yes');
  await userEvent.type(form.getByRole('textbox', { name: 'Answer 2' }), 'No');
  await userEvent.click(form.getByRole('button', { name: 'Add answer' }));
  await userEvent.type(form.getByRole('textbox', { name: 'Answer 3' }), 'Maybe');
  await waitFor(() => expect(checked(form, yearName(1))).toBeVisible(), settled);
  await userEvent.click(checked(form, yearName(1)));
  await sendAndFind(canvas, form, 'Walk on Friday?');

  form = await reopen(canvasElement, 'Walk on Friday?');
  await expect(await form.findByRole('textbox', { name: 'Question' }, settled)).toHaveValue(
    'Walk on Friday?',
  );
  await expect(form.getByRole('radio', { name: 'Poll' })).toBeChecked();
  await expect(answersOf(form)).toEqual(['Yes', 'No', 'Maybe']);
  await waitFor(() => expect(checked(form, yearName(1))).toBeChecked(), settled);

  await retype(form.getByRole('textbox', { name: 'Question' }), 'Walk on Monday?');
  await userEvent.click(form.getByRole('button', { name: 'Remove answer 3' }));
  await retype(form.getByRole('textbox', { name: 'Answer 2' }), 'No, thanks');
  await userEvent.click(checked(form, yearName(1)));
  await userEvent.click(checked(form, yearName(6)));
  await sendAndFind(canvas, form, 'Walk on Monday?');

  form = await reopen(canvasElement, 'Walk on Monday?');
  await expect(await form.findByRole('textbox', { name: 'Question' }, settled)).toHaveValue(
    'Walk on Monday?',
  );
  await expect(answersOf(form)).toEqual(['Yes', 'No, thanks']);
  await waitFor(() => expect(checked(form, yearName(6))).toBeChecked(), settled);
  await expect(checked(form, yearName(1))).not.toBeChecked();
  await deleteFromTheBoard(canvasElement, 'Walk on Monday?');
});

/** Picks an entry of the super admin's school selector under its heading (GROUPS ONLY, COUNCILS ONLY). */
async function pickAudience(form: Canvas, heading: string, name: string) {
  await userEvent.click(form.getByRole('combobox', { name: 'Schools' }));
  const group = within(within(await form.findByRole('listbox')).getByRole('group', { name: heading }));
  await userEvent.click(group.getByRole('option', { name }));
  await userEvent.keyboard('{Escape}');
}
const audienceChips = (form: Canvas) => form.getByRole('list', { name: 'Selected schools' });

/**
 * The super admin sends to a council (spec 3 §6: all schools, groups and councils): the post
 * reopens with the council as its audience, changes to a group, and reopens with the group.
 */
export const SuperAdminAudienceRoundTrip = roundTrip('SUPERADMIN', async (canvasElement, created) => {
  const canvas = within(canvasElement);
  // The board opens on the first school, which is in this council and in this group.
  const school = demoDb.schools[0]!;
  const council = demoDb.councils.find((row) => row.id === school.council_id)!;
  const group = demoDb.groups.find((row) => row.school_ids.includes(school.id))!;
  let form = created;
  await userEvent.type(await form.findByRole('textbox', { name: 'Title' }, settled), 'Bus strike');
  await replaceMessage(form, 'Buses will not run on Monday');
  await pickAudience(form, 'COUNCILS ONLY', council.name);
  await expect(audienceChips(form)).toHaveTextContent(council.name);
  await sendAndFind(canvas, form, 'Bus strike');
  // Every school of the council has the post.
  const councilSchools = demoDb.schools.filter((row) => row.council_id === council.id);
  await expect(
    councilSchools.every((row) => noticeBoardOf(row.id).some((notice) => notice.title === 'Bus strike')),
  ).toBe(true);

  form = await reopen(canvasElement, 'Bus strike');
  await waitFor(() => expect(audienceChips(form)).toHaveTextContent(council.name), settled);
  await userEvent.click(form.getByRole('button', { name: `Remove ${council.name}` }));
  await pickAudience(form, 'GROUPS ONLY', group.name);
  await retype(form.getByRole('textbox', { name: 'Title' }), 'Bus strike on Monday');
  await sendAndFind(canvas, form, 'Bus strike on Monday');

  form = await reopen(canvasElement, 'Bus strike on Monday');
  await waitFor(() => expect(audienceChips(form)).toHaveTextContent(group.name), settled);
  await expect(audienceChips(form)).not.toHaveTextContent(council.name);
  await deleteFromTheBoard(canvasElement, 'Bus strike on Monday');
});
