import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoDb } from '@stride/mocks';
import { expect, userEvent } from 'storybook/test';
import { confirmedRun, failedRun, pick, type Canvas, historyStates } from '../../storybook/action-stories';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { notAvailableTo, pageMeta } from '../../storybook/page-stories';
import { failureMessages } from '../../app/load-error';
import { asRole } from '../../storybook/console-stories';

const meta = {
  title: 'Pages/Actions/Move children up a year',
  ...pageMeta,
  args: { path: '/members/actions/move_children_up_a_year', role: null },
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

const school = () => demoDb.schools.find((row) => demoDb.pupils.some((pupil) => pupil.school_id === row.id))!;
const years = () =>
  demoDb.pupils.filter((pupil) => pupil.school_id === school().id).map((pupil) => pupil.current_year);
let yearsBefore: number[] = [];

const fill = (removeSimulation: boolean) => async (canvas: Canvas) => {
  yearsBefore = years();
  await pick(canvas, /School/, school().name);
  if (removeSimulation) await userEvent.click(canvas.getByRole('switch', { name: 'Remove simulation' }));
};

/** With Remove simulation on, every pupil of the school goes up a year. */
// Rules: actions.move-up.fields, actions.messages.moved-up
export const ConfirmAndSucceed: Story = {
  ...confirmedRun(fill(true), 'Moved children up a year', 'move_children_up_a_year', () =>
    expect(years()).toEqual(yearsBefore.map((year) => year + 1)),
  ),
  tags: ['!dev', '!autodocs'],
};

/** Left as a simulation, the run is recorded but no pupil moves. */
// Rules: actions.move-up.fields
export const SimulationOnly: Story = {
  ...confirmedRun(fill(false), 'Moved children up a year', 'move_children_up_a_year', () =>
    expect(years()).toEqual(yearsBefore),
  ),
  tags: ['!dev', '!autodocs'],
};

export const ServerFails: Story = {
  ...failedRun(
    fill(true),
    failureMessages.serverProblem,
    async (canvas) => expect(canvas.getByRole('switch', { name: 'Remove simulation' })).toBeChecked(),
    '*/api/admin/actions/moveChildrenUpAYear',
  ),
  tags: ['!dev', '!autodocs'],
};

export const SchoolAdmin: Story = { ...notAvailableTo('SCHOOL_ADMIN'), tags: ['!dev', '!autodocs'] };
