import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyPostForm } from '@stride/domain';
import { demoDb, demoOrganisationIds, demoUserIds, noticeBoardOf, serverError } from '@stride/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { settled } from '../../storybook/console-stories';
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
  malformedAnswer,
  networkFailureThenRetry,
  pageMeta,
  serverErrorThenRetry,
  slowAnswerThenRetry,
  type FaultRecovery,
} from '../../storybook/page-stories';
import { draftStorageKey } from '../../drafts/editor-drafts';
import { leaveMessages } from '../../drafts/LeaveGuard';

const meta = {
  title: 'Pages/Post Editor',
  ...pageMeta,
  args: { path: '/members/noticeboard/edit/new', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

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

export const SchoolAdminPublishes: Story = {
  tags: ['!dev'],
  globals: { role: 'SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await write(canvas, 'Frost warning', 'It\u2019s icy: walk carefully');
    await expect(canvas.queryByRole('group', { name: 'Schools' })).toBeNull();
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

export const SuperAdminPostsAPoll: Story = {
  tags: ['!dev'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Poll' }, settled));
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

export const DraftSurvivesAReload: Story = {
  tags: ['!dev'],
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

export const FailedSendKeepsTheDraft: Story = {
  tags: ['!dev'],
  globals: { role: 'SCHOOL_ADMIN' },
  beforeEach: ({ msw }) => {
    msw.use(...serverError('*/api/admin/notification/sendNotifications'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await write(canvas, 'Not sent yet', 'Kept for later');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText('The post was not sent', {}, settled)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue('Not sent yet');
    await expect(storedDraft()?.form).toMatchObject({
      title: 'Not sent yet',
      message: '<p>Kept for later</p>',
    });
  },
};

export const EditsOwnPost: Story = {
  tags: ['!dev'],
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

// Not pictured: after the logout and a new login in the same page, the new editor's school years
// (the audience choices) load in some runs and not in others (left for later; closing note 2026-11-25).
export const LogoutForgetsTheDraft: Story = {
  tags: ['no-visual', '!dev'],
  parameters: { chromatic: { disableSnapshot: true } },
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

export const LeavingWithChangesAsksFirst: Story = { ...leavingAsksFirst(postEditor), tags: ['!dev'] };
export const DoubleClickSendsOnce: Story = { ...doubleClickSavesOnce(postEditor), tags: ['!dev'] };
export const ExpiredSessionKeepsTheDraft: Story = {
  ...expiredSessionKeepsTheDraft(postEditor),
  tags: ['!dev'],
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
  tags: ['!dev'],
};

/** Editing a post loads it first: each way that load can fail ends in Retry, which opens the post. */
const recovery: FaultRecovery = [
  'SCHOOL_ADMIN',
  '*/api/admin/notification/viewNotice/:id',
  async (canvas) =>
    expect(await canvas.findByRole('textbox', { name: /^(Title|Question)$/ }, settled)).toBeVisible(),
];

export const LoadFailsThenRetry: Story = {
  ...serverErrorThenRetry(...recovery),
  tags: ['!dev'],
  args: { path: postEditor.path },
};

export const NetworkFailureThenRetry: Story = {
  ...networkFailureThenRetry(...recovery),
  tags: ['!dev'],
  args: { path: postEditor.path },
};

export const SlowAnswerThenRetry: Story = {
  ...slowAnswerThenRetry(...recovery),
  tags: ['!dev'],
  args: { path: postEditor.path },
};

export const MalformedAnswer: Story = {
  ...malformedAnswer('SCHOOL_ADMIN', recovery[1]),
  tags: ['!dev'],
  args: { path: postEditor.path },
};

/** 'Save as template' ticked: Send publishes the post and also stores the template. */
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
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const board = within(await canvas.findByRole('region', { name: 'Notice board' }, settled));
    await expect(await board.findByRole('heading', { name: 'Book fair' }, settled)).toBeVisible();
    await expect(newest()).toMatchObject({
      title: 'Book fair',
      message: '<p>The book fair opens on Monday</p>',
    });
    await expect(await screen.findByText('Sent', {}, settled)).toBeVisible();
    await expect(
      demoDb.noticeTemplates.find((row) => row.template_title === 'Book fair notice')?.post,
    ).toMatchObject({
      title: 'Book fair',
    });
  },
};
