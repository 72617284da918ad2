import type { Meta, StoryObj } from '@storybook/react-vite';
import { actionYearOptions } from '@stride/domain';
import { demoDb } from '@stride/mocks';
import { expect, userEvent } from 'storybook/test';
import { confirmedRun, failedRun, pick, type Canvas, historyStates } from '../../storybook/action-stories';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { notAvailableTo, pageMeta } from '../../storybook/page-stories';
import { failureMessages } from '../../app/load-error';
import { asRole } from '../../storybook/console-stories';

const meta = {
  title: 'Pages/Actions/Change school and year',
  ...pageMeta,
  args: { path: '/members/actions/change_school_and_year', role: null },
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

/** The first pupil in a year the picker offers; it moves to another school, Year 2. */
const pupil = () =>
  demoDb.pupils.find((row) => actionYearOptions.some((year) => year.level === row.current_year))!;
const yearName = (level: number) => actionYearOptions.find((year) => year.level === level)!.name;
let moving = { id: 0, toSchool: 0 };

const fill = (removeSimulation: boolean) => async (canvas: Canvas) => {
  const { id, school_id, current_year } = pupil();
  const to = demoDb.schools.find((school) => school.id !== school_id)!;
  moving = { id, toSchool: to.id };
  await pick(canvas, /From school/, demoDb.schools.find((school) => school.id === school_id)!.name);
  await pick(canvas, /From year/, yearName(current_year));
  await pick(canvas, /To school/, to.name);
  await pick(canvas, /To year/, 'Year 2');
  if (removeSimulation) await userEvent.click(canvas.getByRole('switch', { name: 'Remove simulation' }));
};
const movedPupil = () => demoDb.pupils.find((row) => row.id === moving.id)!;

/** The notice names how many pupils moved; the pupil is in its new school and year. */
// Rules: actions.change-school-and-year.fields, actions.messages.change-school-and-year
export const ConfirmAndSucceed: Story = {
  ...confirmedRun(
    fill(true),
    /^Change School and year finished \(\d+ students?\)$/,
    'change_school_and_year',
    () => expect(movedPupil()).toMatchObject({ school_id: moving.toSchool, current_year: 2 }),
  ),
  tags: ['!dev', '!autodocs'],
};

/** Left as a simulation, the count comes back and nobody moves. */
export const SimulationOnly: Story = {
  ...confirmedRun(
    fill(false),
    /^Change School and year finished \(\d+ students?\)$/,
    'change_school_and_year',
    () => expect(movedPupil().school_id).not.toBe(moving.toSchool),
  ),
  tags: ['!dev', '!autodocs'],
};

export const ServerFails: Story = {
  ...failedRun(
    fill(true),
    failureMessages.serverProblem,
    async (canvas) => expect(canvas.getByRole('combobox', { name: /To year/ })).toHaveTextContent('Year 2'),
    '*/api/admin/actions/changeSchoolAndYear',
  ),
  tags: ['!dev', '!autodocs'],
};

export const SchoolAdmin: Story = { ...notAvailableTo('SCHOOL_ADMIN'), tags: ['!dev', '!autodocs'] };
