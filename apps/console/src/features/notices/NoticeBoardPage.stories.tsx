import type { Meta, StoryObj } from '@storybook/react-vite';
import { proceedQuestion } from '@stride/domain';
import { demoDb } from '@stride/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { settled } from '../../storybook/console-stories';
import {
  type FaultRecovery,
  malformedAnswer,
  networkFailureThenRetry,
  pageMeta,
  serverErrorThenRetry,
  slowAnswerThenRetry,
} from '../../storybook/page-stories';
import {
  answer,
  cardOf,
  cardsOf,
  noticeOf,
  noticesPath,
  reloadBoard,
} from '../../storybook/notice-board-stories';

// Posts deleted, liked, commented, hidden (the board's writes) are in NoticeBoardWrites.stories.tsx,
// the cards' own stories in NoticeBoardCards.stories.tsx, all under the same title (same story ids).
const meta = {
  title: 'Pages/Notice Board',
  ...pageMeta,
  args: { path: '/members/noticeboard', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SchoolAdmin: Story = {
  // Forty cards with lazily loaded pictures: the page's height varies with which pictures were fetched.
  tags: ['no-visual'],
  parameters: { chromatic: { disableSnapshot: true } },
  globals: { role: 'SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await cardsOf(canvasElement);
    await expect(within(region).getAllByRole('article')).toHaveLength(20);
    await expect(canvas.queryByRole('combobox', { name: 'School' })).toBeNull();
    await expect(within(region).getByText(/^PTA posts: \d+$/)).toBeVisible();
    await expect(within(region).getByRole('status')).toHaveTextContent('refreshed less than a minute ago');
    await expect(within(region).queryAllByRole('button', { name: 'Audience' })).toHaveLength(0);
    await expect(within(region).getByRole('button', { name: 'Show More' })).toBeVisible();
  },
};

/** Show More adds the next twenty cards (a test). */
export const ShowMoreAddsTwenty: Story = {
  ...SchoolAdmin,
  tags: ['no-visual', '!dev'],
  play: async (context) => {
    await SchoolAdmin.play?.(context);
    const region = await cardsOf(context.canvasElement);
    await userEvent.click(within(region).getByRole('button', { name: 'Show More' }));
    await waitFor(() => expect(within(region).getAllByRole('article')).toHaveLength(40), settled);
  },
};

export const SuperAdminPicksASchool: Story = {
  // Forty cards with lazily loaded pictures: the page's height varies with which pictures were fetched.
  tags: ['no-visual', '!dev'],
  parameters: { chromatic: { disableSnapshot: true } },
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await cardsOf(canvasElement);
    await expect(within(region).queryByText(/PTA posts/)).toBeNull();
    await userEvent.click(within(region).getByRole('button', { name: 'Show More' }));
    await waitFor(() => expect(within(region).getAllByRole('article')).toHaveLength(40), settled);
    await userEvent.click(canvas.getByRole('combobox', { name: 'School' }));
    const options = await screen.findAllByRole('option');
    await userEvent.click(options[2]!);
    // A new school starts again from page 0.
    await waitFor(() => expect(within(region).getAllByRole('article')).toHaveLength(20), settled);
  },
};

/**
 * The super admin's school selector (docs/product/notices.md): schools under their council or
 * Independent, then GROUPS ONLY, ALL and COUNCILS ONLY; the board loads the chosen target's posts.
 */
export const SuperAdminPicksAGroupCouncilOrAll: Story = {
  // Cards with lazily loaded pictures: the page's height varies with which pictures were fetched.
  tags: ['no-visual', '!dev'],
  parameters: { chromatic: { disableSnapshot: true } },
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await cardsOf(canvasElement);
    const schoolsOfTheBoard = () =>
      new Set(
        within(region)
          .getAllByRole('article')
          .map((card) => noticeOf(card).school_id),
      );
    const pick = async (heading: string | null, name: string) => {
      await userEvent.click(canvas.getByRole('combobox', { name: 'School' }));
      const list = await screen.findByRole('listbox');
      const place = heading ? within(within(list).getByRole('group', { name: heading })) : within(list);
      await userEvent.click(place.getByRole('option', { name }));
    };
    const council = demoDb.councils.find((row) =>
      demoDb.schools.some((school) => school.council_id === row.id),
    )!;
    const councilSchools = demoDb.schools.filter((school) => school.council_id === council.id);
    await userEvent.click(canvas.getByRole('combobox', { name: 'School' }));
    const list = within(await screen.findByRole('listbox'));
    for (const heading of [council.name, 'Independent', 'GROUPS ONLY', 'COUNCILS ONLY'])
      await expect(list.getByRole('group', { name: heading })).toBeVisible();
    await expect(list.getByRole('option', { name: 'ALL' })).toBeVisible();
    await userEvent.keyboard('{Escape}');

    await pick('COUNCILS ONLY', council.name);
    await expect(canvas.getByRole('combobox', { name: 'School' })).toHaveTextContent(council.name);
    await waitFor(
      () =>
        expect(
          [...schoolsOfTheBoard()].every((id) => councilSchools.some((school) => school.id === id)),
        ).toBe(true),
      settled,
    );
    const group = demoDb.groups[0]!;
    await pick('GROUPS ONLY', group.name);
    await waitFor(
      () => expect([...schoolsOfTheBoard()].every((id) => group.school_ids.includes(id))).toBe(true),
      settled,
    );
    await pick(null, 'ALL');
    // Every school's posts, newest first: more than one school's.
    await waitFor(() => expect(schoolsOfTheBoard().size).toBeGreaterThan(1), settled);
    await expect(within(region).getAllByRole('article')).toHaveLength(20);
  },
};

export const CouncilAdminSeesTheAudience: Story = {
  tags: ['!dev'],
  globals: { role: 'COUNCIL_ADMIN' },
  play: async ({ canvasElement }) => {
    const region = await cardsOf(canvasElement);
    await expect(within(region).queryByText(/PTA posts/)).toBeNull();
    await userEvent.click(within(region).getAllByRole('button', { name: 'Audience' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Audience' });
    await expect(await within(dialog).findByText('Schools', {}, settled)).toBeVisible();
  },
};

export const FilterStartsAgain: Story = {
  tags: ['!dev'],
  globals: { role: 'MULTI_SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    const region = await cardsOf(canvasElement);
    await userEvent.click(within(region).getByRole('button', { name: 'Filter' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Filter posts' })).getByRole('radio', {
        name: 'Poll',
      }),
    );
    await waitFor(
      () =>
        expect(
          within(region)
            .getAllByRole('article')
            .every((card) => within(card).queryByRole('group', { name: 'Poll' })),
        ).toBe(true),
      settled,
    );
  },
};

export const SuperAdminVerifiesANotice: Story = {
  tags: ['!dev'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await cardsOf(canvasElement);
    const waiting = noticeOf(within(region).getAllByText('Awaiting approval')[0]!.closest('article')!);
    const menu = () => canvas.getByRole('navigation', { name: 'Main menu' });
    await userEvent.click(within(menu()).getByRole('link', { name: 'Actions' }));
    const actions = await canvas.findByRole('navigation', { name: 'Actions' }, settled);
    await userEvent.click(within(actions).getByRole('link', { name: /Verify Notices/ }));
    const pending = await canvas.findByRole('table', { name: 'Pending notices' }, { timeout: 20_000 });
    await userEvent.click(within(pending).getByRole('button', { name: `Verify notice ${waiting.id}` }));
    await answer(proceedQuestion, 'Yes');
    await expect(await screen.findByText('Notice has been verified or removed', {}, settled)).toBeVisible();
    await waitFor(() => expect(waiting.status).toBe(1));
    // Back on the board, without Refresh, the post is no longer waiting; nor after a reload.
    await userEvent.click(within(menu()).getByRole('link', { name: 'Notice Board' }));
    const board = await cardsOf(canvasElement);
    await waitFor(() => expect(cardOf(board, waiting.id)).toBeDefined(), settled);
    await waitFor(
      () => expect(within(cardOf(board, waiting.id)!).queryByText('Awaiting approval')).toBeNull(),
      settled,
    );
    const reloaded = await reloadBoard(canvasElement);
    await waitFor(() => expect(cardOf(reloaded, waiting.id)).toBeDefined(), settled);
    await expect(within(cardOf(reloaded, waiting.id)!).queryByText('Awaiting approval')).toBeNull();
  },
};

export const SchoolAdminCreatesAGroup: Story = {
  tags: ['!dev'],
  globals: { role: 'SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    await cardsOf(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Groups' }));
    const modal = within(await screen.findByRole('dialog', { name: 'School groups' }));
    await userEvent.type(modal.getByRole('textbox', { name: 'Name' }), 'Walkers');
    await userEvent.click(modal.getByRole('button', { name: 'Create group' }));
    await expect(modal.getByRole('alert')).toHaveTextContent('Description is required');
    await userEvent.type(modal.getByRole('textbox', { name: 'Description' }), 'Pupils who walk');
    await userEvent.click(modal.getByRole('button', { name: 'Create group' }));
    await expect(await modal.findByText('Pupils who walk', {}, settled)).toBeVisible();
    await waitFor(() => expect(demoDb.groups.some((group) => group.name === 'Walkers')).toBe(true));
  },
};

const recovery: FaultRecovery = [
  'SCHOOL_ADMIN',
  noticesPath,
  async (canvas) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(20), settled);
  },
];

export const LoadFailsThenRetry = { ...serverErrorThenRetry(...recovery), tags: ['!dev'] };

export const NetworkFailureThenRetry = { ...networkFailureThenRetry(...recovery), tags: ['!dev'] };

export const SlowAnswerThenRetry = { ...slowAnswerThenRetry(...recovery), tags: ['!dev'] };

export const MalformedAnswer = { ...malformedAnswer('SCHOOL_ADMIN', noticesPath), tags: ['!dev'] };
