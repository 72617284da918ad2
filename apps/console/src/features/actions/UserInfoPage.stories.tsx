import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoDb, latency, malformedBody, serverError } from '@stride/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { asRole, settled } from '../../storybook/console-stories';
import { notAvailableTo, pageMeta } from '../../storybook/page-stories';

const meta = {
  title: 'Pages/Actions/User info',
  ...pageMeta,
  args: { path: '/members/actions/user_info', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const searchPath = '*/api/admin/actions/getParentOrStudent';

/** The search form as it opens, untouched (the page loads nothing until a search). */
export const Default: Story = { ...asRole('SUPERADMIN') };

/** Types into the named search fields and presses Search; resolves to the canvas. */
async function search(canvasElement: HTMLElement, fields: Record<string, string>) {
  const canvas = within(canvasElement);
  for (const [label, text] of Object.entries(fields))
    await userEvent.type(await canvas.findByRole('textbox', { name: label }, settled), text);
  await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
  return canvas;
}

/** The seven search fields, and the results' columns: id, first name, last name, email, verified, created at. */
// Rules: actions.user-info.search-fields, actions.user-info.result-columns
export const SearchFieldsAndResultColumns: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Search users and students' }, settled));
    for (const label of [
      'First name',
      'Last name',
      'Email',
      'User id',
      'Student first name',
      'Student last name',
      'Student id',
    ])
      await expect(form.getByRole('textbox', { name: label })).toBeVisible();
    const parent = demoDb.parents[0]!;
    await search(canvasElement, { Email: parent.email });
    const results = within(await canvas.findByRole('table', { name: 'Search results' }, settled));
    const headers = results
      .getAllByRole('columnheader')
      .map((header) => (header.textContent ?? '').replace(/[↕▲▼]/g, '').trim());
    await expect(headers).toEqual(
      expect.arrayContaining(['Id', 'First name', 'Last name', 'Email', 'Verified', 'Created at']),
    );
  },
};

/** A parent found by email opens the parent modal with every tab of the super admin. */
// Rules: actions.user-info.opens-modal
export const SearchAndOpenParent: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const parent = demoDb.parents[0]!;
    const canvas = await search(canvasElement, { Email: parent.email });
    const results = within(await canvas.findByRole('table', { name: 'Search results' }, settled));
    await expect(results.getByRole('cell', { name: parent.email })).toBeVisible();
    await userEvent.click(
      results.getByRole('button', { name: `Open parent ${parent.first_name} ${parent.last_name}` }),
    );
    const dialog = await screen.findByRole(
      'dialog',
      { name: `${parent.first_name} ${parent.last_name}` },
      settled,
    );
    await expect(await within(dialog).findByRole('tab', { name: 'Verifications' }, settled)).toBeVisible();
    await expect(within(dialog).getAllByRole('tab')).toHaveLength(10);
  },
};

/** A pupil found by student id opens the student modal; a new year is saved ('Year Changed!'). */
// Rules: actions.user-info.opens-modal, actions.messages.year-changed
export const OpenStudentAndChangeYear: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const pupil = demoDb.pupils[0]!;
    const school = demoDb.schools.find((row) => row.id === pupil.school_id)!;
    const target = demoDb.schoolYears.find(
      (year) => school.year_levels.includes(year.level) && year.level !== pupil.current_year,
    )!;
    const canvas = await search(canvasElement, { 'Student id': String(pupil.id) });
    await userEvent.click(
      await canvas.findByRole(
        'button',
        { name: `Open student ${pupil.first_name} ${pupil.last_name}` },
        settled,
      ),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: `${pupil.first_name} ${pupil.last_name}` }, settled),
    );
    await expect(dialog.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Pupil',
      'Journeys',
      'Devices',
      'History',
    ]);
    await userEvent.click(await dialog.findByRole('combobox', { name: 'Change year' }, settled));
    await userEvent.click(await screen.findByRole('option', { name: target.name }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save year' }));
    const question = within(await screen.findByRole('alertdialog'));
    await expect(question.getByText('Are you sure ?')).toBeVisible();
    await userEvent.click(question.getByRole('button', { name: 'Yes' }));
    await expect(await screen.findByText('Year Changed!', {}, settled)).toBeVisible();
    await expect(demoDb.pupils.find((row) => row.id === pupil.id)?.current_year).toBe(target.level);
  },
};

/** Nothing matches: the page says so, and the search stays in its fields. */
export const NoMatch: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = await search(canvasElement, { 'First name': 'Zqxjv' });
    await expect(
      await canvas.findByRole('heading', { name: 'No users or students match the search' }, settled),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('Zqxjv');
  },
};

/** The first search fails: Retry asks again and shows the rows. */
export const SearchFailsThenRetry: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  beforeEach: ({ msw }) => {
    msw.use(...serverError(searchPath, { once: true }));
  },
  play: async ({ canvasElement }) => {
    const parent = demoDb.parents[0]!;
    const canvas = await search(canvasElement, { Email: parent.email });
    await userEvent.click(await canvas.findByRole('button', { name: 'Retry' }, settled));
    await expect(await canvas.findByRole('cell', { name: parent.email }, settled)).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument());
  },
};

/** An answer of the wrong shape is an error with Retry, and the fields keep what was typed. */
export const MalformedAnswer: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  beforeEach: ({ msw }) => {
    msw.use(...malformedBody(searchPath));
  },
  play: async ({ canvasElement }) => {
    const canvas = await search(canvasElement, { 'Last name': 'Lee' });
    await expect(await canvas.findByRole('button', { name: 'Retry' }, settled)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Last name' })).toHaveValue('Lee');
  },
};

/** While the server looks, the results say so and Search shows it is working. */
export const Searching: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  beforeEach: ({ msw }) => {
    msw.use(...latency(60_000, searchPath));
  },
  play: async ({ canvasElement }) => {
    const canvas = await search(canvasElement, { 'Last name': 'Lee' });
    await expect(await canvas.findByText('Searching', {}, settled)).toBeInTheDocument();
  },
};

// Rules: actions.access.super-admin-only
export const SchoolAdmin = { ...notAvailableTo('SCHOOL_ADMIN'), tags: ['!dev', '!autodocs'] };
