import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoDb, demoOrganisationIds, demoUserIds, noticeBoardOf } from '@stride/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { byRole, pngFile, settled } from '../../storybook/console-stories';
import { pageMeta } from '../../storybook/page-stories';
import { retype } from '../../storybook/round-trip-stories';
import {
  answersOf,
  audienceChips,
  boardCard,
  boardOf,
  checked,
  choose,
  deleteFromTheBoard,
  editor,
  pickAudience,
  reopen,
  replaceMessage,
  roundTrip,
  sendAndFind,
  yearName,
} from '../../storybook/post-round-trip-stories';

// The post editor's round trips; its other stories are in PostEditPage.stories.tsx, under the same
// title (same story ids).
const meta = {
  title: 'Pages/Post Editor',
  ...pageMeta,
  args: { path: '/members/noticeboard/edit/new', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

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
