import type { Meta, StoryObj } from '@storybook/react-vite';
import { filterOrganisationsPath, schoolGroupsPath, schoolYearsPath } from '@stride/api';
import { emptyPostForm, type Role } from '@stride/domain';
import { demoDb, demoOrganisationIds, demoUserIds, noticeBoardOf, serverError } from '@stride/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { byRole, pageModes, pngFile, settled } from '../../storybook/console-stories';
import {
  anotherAdminNeverSeesTheDraft,
  doubleClickSavesOnce,
  expiredSessionKeepsTheDraft,
  formNamed,
  leaveByMenu,
  leavingAsksFirst,
  storeDraftOf,
  type EditorUnderTest,
} from '../../storybook/draft-stories';
import {
  type FaultRecovery,
  malformedAnswer,
  networkFailureThenRetry,
  pageMeta,
  type PageStory,
  serverErrorShown,
  serverErrorThenRetry,
  slowAnswerThenRetry,
  stillLoading,
} from '../../storybook/page-stories';
import { draftStorageKey } from '../../drafts/editor-drafts';
import { leaveMessages } from '../../drafts/LeaveGuard';
import { chooseOption, reloadAndWait, retype } from '../../storybook/round-trip-stories';

const meta = {
  title: 'Pages/Post editor',
  ...pageMeta,
  args: { path: '/members/noticeboard/edit/new', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

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
const roundTrip = (
  role: Role,
  play: (canvasElement: HTMLElement, form: Canvas) => Promise<void>,
): PageStory => ({
  tags: ['no-visual', '!dev'],
  parameters: { chromatic: { disableSnapshot: true } },
  globals: { role },
  args: { path: '/members/noticeboard' },
  play: async ({ canvasElement }) => play(canvasElement, await newPost(within(canvasElement))),
});

/** Picks an entry of the super admin's school selector under its heading (GROUPS ONLY, COUNCILS ONLY). */
async function pickAudience(form: Canvas, heading: string, name: string) {
  await userEvent.click(form.getByRole('combobox', { name: 'Schools' }));
  const group = within(within(await form.findByRole('listbox')).getByRole('group', { name: heading }));
  await userEvent.click(group.getByRole('option', { name }));
  await userEvent.keyboard('{Escape}');
}
const audienceChips = (form: Canvas) => form.getByRole('list', { name: 'Selected schools' });

const newest = () =>
  [...noticeBoardOf(demoOrganisationIds.termsSchool)].sort((a, b) => a.minutes_ago - b.minutes_ago)[0]!;
const postDraftStorageKey = draftStorageKey('post');
const storedDraft = () =>
  JSON.parse(localStorage.getItem(postDraftStorageKey) ?? 'null') as {
    key: string;
    form: typeof emptyPostForm;
  } | null;

async function write(canvas: Canvas, title: string, text: string) {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Title' }, settled), title);
  await userEvent.click(canvas.getByRole('textbox', { name: 'Message' }));
  document.execCommand('insertText', false, text);
  await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveTextContent(text));
}

// Rules: notices.post.modes-not-school-admin, notices.post.send-notification-super-admin, notices.post.publish-to-board, notices.post.plain-quotes, notices.post.no-schools-school-admin
export const SchoolAdminPublishes: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await write(canvas, 'Frost warning', 'It\u2019s icy: walk carefully');
    await expect(canvas.queryByRole('group', { name: 'Schools' })).toBeNull();
    // Nor transport modes nor 'Send notification?': the demo backend refuses both from a school admin (403).
    await expect(canvas.queryByRole('group', { name: 'Transport modes' })).toBeNull();
    await expect(canvas.queryByRole('checkbox', { name: 'Send notification?' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    // Publishing returns to the board, where the post is on top, smart quotes made plain.
    await expect(await canvas.findByRole('region', { name: 'Notice board' }, settled)).toBeVisible();
    await expect(newest()).toMatchObject({
      title: 'Frost warning',
      message: "<p>It's icy: walk carefully</p>",
      user_id: demoUserIds.school,
    });
    await expect(storedDraft()?.form.title ?? '').toBe('');
  },
};

// Rules: notices.post.send-notification-super-admin, notices.post.targets-within-reach
export const SuperAdminPostsAPoll: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Poll' }, settled));
    // The super admin alone chooses whether the post sends a notification; it also aims at transport modes.
    await expect(canvas.getByRole('checkbox', { name: 'Send notification?' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Transport modes' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Question' }), 'Walk on Friday?');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Answer 1' }), 'Yes');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Answer 2' }), 'No');
    // The super admin picks schools, groups, councils or ALL in the school selector.
    const schools = await canvas.findByRole('combobox', { name: 'Schools' }, settled);
    await userEvent.click(schools);
    await userEvent.click(await screen.findByRole('option', { name: 'ALL' }));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('list', { name: 'Selected schools' })).toHaveTextContent('ALL');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByRole('region', { name: 'Notice board' }, settled)).toBeVisible();
  },
};

/**
 * A council admin ticks among its own council's schools and aims at transport modes; it has no ALL and no
 * 'Send notification?' (the demo backend refuses those, and any school outside its council, 403).
 */
// Rules: notices.post.targets-within-reach, notices.post.modes-not-school-admin, notices.post.send-notification-super-admin
export const CouncilAdminAimsWithinItsCouncil: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'COUNCIL_ADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const schools = within(await canvas.findByRole('group', { name: 'Schools' }, settled));
    const hackney = demoDb.schools.filter((school) => school.council_id === demoOrganisationIds.council);
    // Exactly its council's schools: as many boxes as they are, each named after one of them.
    await waitFor(() => expect(schools.getAllByRole('checkbox')).toHaveLength(hackney.length), settled);
    for (const school of hackney)
      await expect(schools.getByRole('checkbox', { name: school.name })).toBeVisible();
    await expect(canvas.queryByRole('option', { name: 'ALL' })).toBeNull();
    await expect(canvas.getByRole('group', { name: 'Transport modes' })).toBeVisible();
    await expect(canvas.queryByRole('checkbox', { name: 'Send notification?' })).toBeNull();
  },
};

export const DraftSurvivesAReload: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SCHOOL_ADMIN' },
  beforeEach: () => {
    storeDraftOf('SCHOOL_ADMIN', 'post', {
      key: 'new',
      form: { ...emptyPostForm, title: 'Half-written notice', message: '<p>Started earlier</p>' },
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Title' }, settled)).toHaveValue(
      'Half-written notice',
    );
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveTextContent('Started earlier');
  },
};

/**
 * Whether `element` is inside the window, wholly (what the admin sees without scrolling), as drawn: on whole
 * pixels. Layout keeps fractions of a pixel (a heading's line is 26.39 px tall) and the browser scrolls by
 * whole pixels, so an edge brought into view can lie a fraction past the window's and still be drawn in it.
 */
const inView = (element: Element) => {
  const box = element.getBoundingClientRect();
  return Math.round(box.top) >= 0 && Math.round(box.bottom) <= window.innerHeight;
};

// A failed send is told where the admin is: beside Send, in view, announced and focused; the draft stays.
// Rules: notices.post.send-failure-beside-send
export const FailedSendKeepsTheDraft: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SCHOOL_ADMIN' },
  beforeEach: ({ msw }) => {
    msw.use(...serverError('*/api/admin/notification/sendNotifications'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await write(canvas, 'Not sent yet', 'Kept for later');
    const send = canvas.getByRole('button', { name: 'Send' });
    send.scrollIntoView({ block: 'end' });
    await userEvent.click(send);
    const failure = (await canvas.findByText('The post was not sent', {}, settled)).closest(
      '[role="alert"]',
    )!;
    await expect(failure).toBeVisible();
    await waitFor(() => expect(inView(failure) && inView(send)).toBe(true));
    await waitFor(() =>
      expect(
        failure.contains(document.activeElement) || failure.parentElement === document.activeElement,
      ).toBe(true),
    );
    // Beside Send: nothing of the form between the message and the buttons.
    const fields = [
      ...canvas
        .getByRole('form', { name: 'Post' })
        .querySelectorAll('input, textarea, [contenteditable="true"]'),
    ];
    await expect(
      fields.filter(
        (field) =>
          failure.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING &&
          field.compareDocumentPosition(send) & Node.DOCUMENT_POSITION_FOLLOWING,
      ),
    ).toEqual([]);
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue('Not sent yet');
    await expect(storedDraft()?.form).toMatchObject({
      title: 'Not sent yet',
      message: '<p>Kept for later</p>',
    });
  },
};

/** Every school of the demo whose board holds a post titled `title`. */
const postedTo = (title: string) =>
  demoDb.schools.filter((school) => noticeBoardOf(school.id).some((notice) => notice.title === title));

// A multi-school admin picks the schools its post goes to: with none picked the form says so (the focus on
// the schools) and keeps what was typed; with one picked the post goes out.
// Rules: notices.post.schools-required, notices.post.targets-within-reach
export const MultiSchoolAdminMustPickASchool: Story = {
  // Ends on the board (lazily loaded pictures): tested, not pictured.
  tags: ['no-visual', '!dev'],
  parameters: { chromatic: { disableSnapshot: true } },
  globals: { role: 'MULTI_SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const schools = within(await canvas.findByRole('group', { name: 'Schools' }, settled));
    await waitFor(() => expect(schools.getAllByRole('checkbox').length).toBeGreaterThan(1), settled);
    await write(canvas, 'Trust walking week', 'Walk with us all week');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText('Please select at least one school', {}, settled)).toBeVisible();
    await expect(canvas.getByText('Please fill in all required fields')).toBeVisible();
    await waitFor(() => expect(schools.getAllByRole('checkbox')[0]).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue('Trust walking week');
    await expect(postedTo('Trust walking week')).toEqual([]);
    const first = schools.getAllByRole('checkbox')[0]!;
    await userEvent.click(first);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByRole('region', { name: 'Notice board' }, settled)).toBeVisible();
    // To the school ticked, and only there.
    await waitFor(() => expect(postedTo('Trust walking week')).toHaveLength(1));
  },
};

// A failed load of the audience (schools, years, groups) shows 'Error occured' with Retry, not empty choices
// nor 'No groups have been setup'; Send does not go out meanwhile; Retry brings the choices.
// Rules: notices.post.audience-load-failure
export const AudienceLoadFailsThenRetry: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'MULTI_SCHOOL_ADMIN' },
  beforeEach: ({ msw }) => {
    for (const path of [filterOrganisationsPath, schoolYearsPath('MULTI_SCHOOL_ADMIN'), schoolGroupsPath])
      msw.use(...serverError(`*/${path}`, { once: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const audience = within(await canvas.findByRole('group', { name: 'Audience' }, settled));
    const failure = (await audience.findByText('Error occured', {}, settled)).closest('[role="alert"]')!;
    await expect(failure).toHaveTextContent('The server ran into a problem and could not finish.');
    await expect(
      within(failure as HTMLElement).getByRole('button', { name: 'Technical details' }),
    ).toBeVisible();
    await expect(audience.queryByText('No groups have been setup')).toBeNull();
    await expect(audience.queryByRole('group', { name: 'School years' })).toBeNull();
    await expect(audience.queryByRole('group', { name: 'Schools' })).toBeNull();
    await write(canvas, 'Audience unknown', 'Not to be sent');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(
      await canvas.findByText('The audience could not be loaded. Retry it above, then send.', {}, settled),
    ).toBeVisible();
    await expect(postedTo('Audience unknown')).toEqual([]);
    await expect(canvas.queryByRole('region', { name: 'Notice board' })).toBeNull();
    await userEvent.click(audience.getByRole('button', { name: 'Retry' }));
    const schools = within(await audience.findByRole('group', { name: 'Schools' }, settled));
    await waitFor(() => expect(schools.getAllByRole('checkbox').length).toBeGreaterThan(1), settled);
    await expect(audience.getByRole('group', { name: 'School years' })).toBeVisible();
    await expect(audience.queryByText('Error occured')).toBeNull();
    await expect(canvas.queryByText('The post was not sent')).toBeNull();
  },
};

export const EditsOwnPost: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SCHOOL_ADMIN' },
  args: { path: `/members/noticeboard/edit/${demoOrganisationIds.termsSchool * 1000 + 1}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const own = noticeBoardOf(demoOrganisationIds.termsSchool).find(
      (notice) => notice.id === demoOrganisationIds.termsSchool * 1000 + 1,
    )!;
    await expect(
      await canvas.findByRole('textbox', { name: own.type === 'POLL' ? 'Question' : 'Title' }, settled),
    ).toHaveValue(own.title);
    // Opening a post is not a change: no draft until something is typed.
    await expect(storedDraft()).toBeNull();
  },
};

// A typed edit address of a post another account wrote opens no editor: authors edit their own posts
// (the demo backend refuses the save too, 403).
const anotherAuthorsPost = noticeBoardOf(demoOrganisationIds.termsSchool).find(
  (notice) => notice.user_id !== demoUserIds.school,
)!;
// Rules: notices.post.edit-own-only
export const AnotherAuthorsPostIsNotOffered: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SCHOOL_ADMIN' },
  args: { path: `/members/noticeboard/edit/${anotherAuthorsPost.id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Not your post' }, settled)).toBeVisible();
    await expect(
      canvas.getByText('You can edit only the posts you wrote. This one was written by another account.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Post' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Go to the Notice Board' })).toHaveAttribute(
      'href',
      '/members/noticeboard',
    );
  },
};

export const LogoutForgetsTheDraft: Story = {
  tags: ['!dev'],
  globals: { role: 'SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await write(canvas, 'Private draft', 'Not for the next person');
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    // Unsaved changes: logout asks first (ADR 0096).
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: leaveMessages.question })).getByRole('button', {
        name: leaveMessages.leave,
      }),
    );
    await expect(
      await canvas.findByRole('heading', { name: 'Log in to the Stride console' }, settled),
    ).toBeVisible();
    await expect(storedDraft()).toBeNull();
    // Signing in again on the same page finds an empty editor.
    await userEvent.click(canvas.getByRole('button', { name: 'Use school@demo.test' }));
    await userEvent.click(canvas.getByRole('button', { name: 'LOG IN' }));
    const menu = await canvas.findByRole('navigation', { name: 'Main menu' }, settled);
    await userEvent.click(within(menu).getByRole('link', { name: 'Notice Board' }));
    await userEvent.click(await canvas.findByRole('link', { name: 'New post' }, settled));
    await expect(await canvas.findByRole('textbox', { name: 'Title' }, settled)).toHaveValue('');
  },
};

const ownNotice = () =>
  noticeBoardOf(demoOrganisationIds.termsSchool).find(
    (notice) => notice.user_id === demoUserIds.school && notice.type === 'NOTICE',
  )!;
const postEditor: EditorUnderTest = {
  role: 'SCHOOL_ADMIN',
  editor: 'post',
  path: `/members/noticeboard/edit/${ownNotice().id}`,
  open: formNamed('Post'),
  reopened: formNamed('Post'),
  field: 'Title',
  save: 'Send',
  endpoint: '*/api/admin/notification/sendNotifications',
  leave: leaveByMenu,
};

export const LeavingWithChangesAsksFirst: Story = {
  ...leavingAsksFirst(postEditor),
  tags: ['!dev', '!autodocs'],
};
export const DoubleClickSendsOnce: Story = {
  ...doubleClickSavesOnce(postEditor),
  tags: ['!dev', '!autodocs'],
};
export const ExpiredSessionKeepsTheDraft: Story = {
  ...expiredSessionKeepsTheDraft(postEditor),
  tags: ['!dev', '!autodocs'],
};

/**
 * A new post, which a school admin and the super admin both write at the same path: the school
 * admin's session expires mid-post and the super admin signs in next: an empty post, the draft
 * gone (ADR 0101).
 */
export const AnotherAdminNeverSeesTheDraft: Story = {
  ...anotherAdminNeverSeesTheDraft(
    {
      ...postEditor,
      path: '/members/noticeboard/edit/new',
      beforeSave: async (editor) => {
        await userEvent.click(editor.getByRole('textbox', { name: 'Message' }));
        document.execCommand('insertText', false, 'Walk to school on Friday');
      },
    },
    'SUPERADMIN',
  ),
  tags: ['!dev', '!autodocs'],
};

/** Editing a post loads it first: each way that load can fail ends in Retry, which opens the post. */
const recovery: FaultRecovery = [
  'SCHOOL_ADMIN',
  '*/api/admin/notification/viewNotice/:id',
  async (canvas) =>
    expect(await canvas.findByRole('textbox', { name: /^(Title|Question)$/ }, settled)).toBeVisible(),
];

/** A saved post's editor while the post is still loading. */
export const Loading: Story = {
  parameters: { chromatic: { modes: pageModes } },
  ...stillLoading(recovery[0], recovery[1], (canvas) => canvas.findByText('Loading the post', {}, settled)),
  args: { path: postEditor.path },
};

/** A saved post that could not be loaded: the editor offers Retry. */
export const ServerError: Story = {
  parameters: { chromatic: { modes: pageModes } },
  ...serverErrorShown(recovery[0], recovery[1]),
  args: { path: postEditor.path },
};

/** A post that cannot be loaded for editing says 'Error occured' with the reason and Retry; Retry opens it. */
// Rules: notices.post.load-failure
export const LoadFailureSaysErrorOccured: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SCHOOL_ADMIN' },
  args: { path: postEditor.path },
  beforeEach: ({ msw }) => {
    msw.use(...serverError('*/api/admin/notification/viewNotice/:id', { once: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const failure = await canvas.findByRole('alert', {}, settled);
    await expect(failure).toHaveTextContent('Error occured');
    await expect(failure).toHaveTextContent('The server ran into a problem and could not finish.');
    await expect(canvas.queryByRole('form', { name: 'Post' })).toBeNull();
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    await expect(await editor(canvas)).toBeVisible();
    await expect(canvas.queryByText('Error occured')).toBeNull();
  },
};

export const LoadFailsThenRetry: Story = {
  ...serverErrorThenRetry(...recovery),
  tags: ['!dev', '!autodocs'],
  args: { path: postEditor.path },
};

export const NetworkFailureThenRetry: Story = {
  ...networkFailureThenRetry(...recovery),
  tags: ['!dev', '!autodocs'],
  args: { path: postEditor.path },
};

export const SlowAnswerThenRetry: Story = {
  ...slowAnswerThenRetry(...recovery),
  tags: ['!dev', '!autodocs'],
  args: { path: postEditor.path },
};

export const MalformedAnswer: Story = {
  ...malformedAnswer('SCHOOL_ADMIN', recovery[1]),
  tags: ['!dev', '!autodocs'],
  args: { path: postEditor.path },
};

/** 'Save as template' ticked: Send publishes the post and also stores the template. */
// Rules: notices.post.front-image-super-admin, notices.post.sent-notices
export const SendAlsoSavesTheTemplate: Story = {
  // Ends on the board (lazily loaded pictures): tested, not pictured.
  tags: ['no-visual', '!dev'],
  parameters: { chromatic: { disableSnapshot: true } },
  globals: { role: 'SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await write(canvas, 'Book fair', 'The book fair opens on Monday');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Save as template' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Template title' }), 'Book fair notice');
    // 'Use School front image' is the super admin's, on its Notice Templates screen only.
    await expect(canvas.queryByRole('checkbox', { name: 'Use School front image' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await screen.findByText('Sent', {}, settled)).toBeVisible();
    const board = within(await canvas.findByRole('region', { name: 'Notice board' }, settled));
    await expect(await board.findByRole('heading', { name: 'Book fair' }, settled)).toBeVisible();
    await expect(newest()).toMatchObject({
      title: 'Book fair',
      message: '<p>The book fair opens on Monday</p>',
    });
    await expect(await screen.findByText('Saved', {}, settled)).toBeVisible();
    await expect(
      demoDb.noticeTemplates.find((row) => row.template_title === 'Book fair notice')?.post,
    ).toMatchObject({
      title: 'Book fair',
    });
  },
};

/** The screen as the role chosen in the Role toolbar (one Chromatic capture per role). */
export const ByRole: Story = { ...byRole };

// Round trips (create, find it, reload, reopen, change every kind of field, reopen, delete). They end
// on the board, whose forty cards load their pictures lazily: tested, not pictured.

/** The school admin's own 'Parents evening' reopens with its years ticked and sends them again. */
export const EditingKeepsTheAudience: Story = {
  // Ends on the board (lazily loaded pictures): tested, not pictured.
  tags: ['no-visual', '!dev'],
  parameters: { chromatic: { disableSnapshot: true } },
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

// Rules: notices.post.opened-from-board-and-templates, notices.post.publish-to-board
export const PostRoundTrip = {
  ...roundTrip('SCHOOL_ADMIN', async (canvasElement, created) => {
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
    const attached = () =>
      within(form.getByRole('list', { name: 'Attached files' })).getAllByRole('listitem');
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
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveTextContent(
      'Meet at the school gates',
    );
    await expect(form.getByRole('combobox', { name: 'Category' })).toHaveTextContent('eco');
    await expect(checked(form, 'Important')).not.toBeChecked();
    await expect(checked(form, 'Allow comments')).toBeChecked();
    await waitFor(() => expect(checked(form, yearName(2))).toBeChecked(), settled);
    await expect(checked(form, yearName(3))).not.toBeChecked();
    await expect(checked(form, yearName(5))).toBeChecked();
    await expect(form.queryByRole('list', { name: 'Attached files' })).toBeNull();
    await deleteFromTheBoard(canvasElement, 'Walk on Monday');
  }),
  tags: ['no-visual', '!dev'],
};

// Rules: notices.post.types
export const EventRoundTrip = {
  ...roundTrip('SCHOOL_ADMIN', async (canvasElement, created) => {
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
  }),
  tags: ['no-visual', '!dev'],
};

export const PollRoundTrip = {
  ...roundTrip('SCHOOL_ADMIN', async (canvasElement, created) => {
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
  }),
  tags: ['no-visual', '!dev'],
};

/**
 * The super admin sends to a council (docs/product/notices.md: schools, groups, councils or ALL): the post
 * reopens with the council as its audience, changes to a group, and reopens with the group.
 */
export const SuperAdminAudienceRoundTrip = {
  ...roundTrip('SUPERADMIN', async (canvasElement, created) => {
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
  }),
  tags: ['no-visual', '!dev'],
};
