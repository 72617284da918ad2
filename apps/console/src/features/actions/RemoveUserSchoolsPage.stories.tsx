import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoDb } from '@stride/mocks';
import { expect } from 'storybook/test';
import { confirmedRun, pickSchools, historyStates } from '../../storybook/action-stories';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { notAvailableTo, pageMeta } from '../../storybook/page-stories';
import { multiSchoolFailure } from '../../storybook/school-action-stories';
import { asRole } from '../../storybook/console-stories';

const meta = {
  title: 'Pages/Actions/Remove user schools',
  ...pageMeta,
  args: { path: '/members/actions/remove_user_schools', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page as it opens, untouched. */
export const Default: Story = { ...asRole('SUPERADMIN') };

/** The page while its history is still loading. */
export const Loading: Story = historyStates.Loading;

/** The history could not be loaded: it offers Retry. */
export const ServerError: Story = historyStates.ServerError;

/** No action has run yet: the history says so. */
export const Empty: Story = historyStates.Empty;

/** The first school with parents; the story keeps its id, since after the run it has none. */
const school = () =>
  demoDb.schools.find((row) => demoDb.parents.some((parent) => parent.school_ids.includes(row.id)))!;
let picked = 0;

// Rules: actions.schools.multi-select, actions.messages.removed-user-schools
export const ConfirmAndSucceed: Story = {
  ...confirmedRun(
    async (canvas) => {
      picked = school().id;
      await pickSchools(canvas, [school().name]);
    },
    'Removed user schools',
    'remove_user_schools',
    () => expect(demoDb.parents.some((parent) => parent.school_ids.includes(picked))).toBe(false),
  ),
  tags: ['!dev', '!autodocs'],
};

export const ServerFails: Story = {
  ...multiSchoolFailure('removeUsersSchools/*', school),
  tags: ['!dev', '!autodocs'],
};

export const SchoolAdmin: Story = { ...notAvailableTo('SCHOOL_ADMIN'), tags: ['!dev', '!autodocs'] };
