import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoDb, demoOrganisationIds, profileTablesOf } from '@stride/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { reloadConsole, type ConsoleAt } from '../../storybook/ConsoleAt';
import { byRole, settled } from '../../storybook/console-stories';
import {
  emptyAnswer,
  type FaultRecovery,
  malformedAnswer,
  networkFailureThenRetry,
  pageMeta,
  serverErrorShown,
  serverErrorThenRetry,
  slowAnswerThenRetry,
  stillLoading,
} from '../../storybook/page-stories';

const meta = {
  title: 'Pages/Users',
  ...pageMeta,
  args: { path: '/members/users/parents', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The screen as the role chosen in the Role toolbar (one Chromatic capture per role). */
export const ByRole: Story = { ...byRole };

const schoolId = demoOrganisationIds.termsSchool;
const showing = (canvasElement: HTMLElement, total: number) =>
  within(canvasElement).findByText(
    `Showing ${total.toLocaleString('en-GB')} of ${total.toLocaleString('en-GB')}`,
    {},
    settled,
  );

/** Opens the first row's profile after filtering the first column. */
async function openProfile(canvasElement: HTMLElement, filterLabel: string, query: string, name: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: filterLabel }, settled), query);
  await userEvent.click(await canvas.findByRole('button', { name: `Edit ${name}` }, settled));
  return screen.findByRole('dialog', { name: new RegExp(name) }, settled);
}

/** The modal is `width` wide, or as wide as a narrower frame. */
async function expectWidth(dialog: HTMLElement, width: number) {
  await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(Math.min(width, window.innerWidth));
}

async function confirm(question: string) {
  const alert = await screen.findByRole('alertdialog');
  await expect(within(alert).getByText(question)).toBeVisible();
  await userEvent.click(within(alert).getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), settled);
}

/** A school admin's parents: their school's only; Remove User takes a parent out of the list. */
// Rules: people.users.breadcrumb, people.users.schools-filter, people.lists.school-column, people.users.edit-opens-profile, people.users.modal-sizes, people.profile.tabs-other-roles, people.profile.remove-user
export const SchoolAdminParents: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const parents = demoDb.parents.filter((row) => row.school_ids.includes(schoolId));
    await showing(canvasElement, parents.length);
    await expect(canvas.getByRole('link', { name: 'Sign-ups' })).toBeVisible();
    // A school admin's lists are their school's: no filter at all, and no School column.
    await expect(canvas.queryByRole('search', { name: 'Filters' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('columnheader', { name: /^School/ })).not.toBeInTheDocument();
    const parent = parents[0]!;
    const dialog = await openProfile(canvasElement, 'Filter Email', parent.email, parent.first_name);
    // A parent's profile is 1100 wide (or the whole screen when it is narrower).
    await expectWidth(dialog, 1100);
    await expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['User', 'Schools', 'Children']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove User' }));
    await confirm('Are you sure ?');
    await expect(await screen.findByText('Removed!')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: new RegExp(parent.first_name) })).not.toBeInTheDocument(),
    );
    await expect(await canvas.findByText('No rows match the filters', {}, settled)).toBeVisible();
  },
};

/** The super admin's staff: all ten tabs; New Term reloads the user, Delete User closes the modal and the row is gone. */
// Rules: people.users.edit-opens-profile, people.profile.tabs-super-admin, people.profile.new-term, people.profile.reset-password, people.profile.delete-user, people.profile.history-columns, integrations.profile.new-term-message, integrations.profile.reset-password-message, integrations.profile.deleted-closes
export const SuperAdminStaffActions: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  args: { path: '/members/users/staff' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const member = demoDb.staff[0]!;
    const name = `${member.first_name} ${member.last_name}`;
    const dialog = await openProfile(canvasElement, 'Filter Email', member.email, name);
    await expect(within(dialog).getAllByRole('tab')).toHaveLength(10);
    await userEvent.click(within(dialog).getByRole('button', { name: 'New Term' }));
    await confirm('Are you sure ?');
    await expect(await screen.findByText('User has new term!')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'History' }));
    await expect(await within(dialog).findByRole('cell', { name: 'New Term' }, settled)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'User' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Reset password' }, settled));
    await confirm('Are you sure ?');
    await expect(await screen.findByText('Password has been reset!')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete User' }));
    await confirm('Are you sure you want to delete ?');
    await expect(await screen.findByText('Deleted!')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: name })).not.toBeInTheDocument());
    await expect(await canvas.findByText('No rows match the filters', {}, settled)).toBeVisible();
  },
};

/** Pupils open by student_id in the pupil modal; deleting a device reloads the parent. */
// Rules: people.users.edit-opens-profile, people.users.modal-sizes, people.profile.delete-student
export const SuperAdminPupils: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  args: { path: '/members/users/pupils' },
  play: async ({ canvasElement }) => {
    await showing(canvasElement, demoDb.pupils.length);
    const pupil = demoDb.pupils[0]!;
    const dialog = await openProfile(
      canvasElement,
      'Filter Parent emails',
      demoDb.parents.find((row) => row.id === pupil.parent_ids[0])!.email,
      `${pupil.first_name} ${pupil.last_name}`,
    );
    await expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Pupil', 'Journeys', 'Devices', 'History']);
    // A pupil's profile is 700 wide.
    await expectWidth(dialog, 700);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Student' }));
    await confirm('Are you sure you want to delete ?');
    await expect(await screen.findByText('Deleted!')).toBeVisible();
  },
};

/** Deletes one record from a profile tab, answering the question; the reloaded profile shows it gone. */
async function deleteRecord(dialog: HTMLElement, tab: string, button: RegExp) {
  await userEvent.click(within(dialog).getByRole('tab', { name: tab }));
  const table = await within(dialog).findByRole('table', { name: tab }, settled);
  const buttons = within(table).getAllByRole('button', { name: button });
  const remove = buttons[0]!;
  const name = remove.getAttribute('aria-label') ?? remove.textContent ?? '';
  await userEvent.click(remove);
  await confirm('Are you sure you want to delete ?');
  await expect(await screen.findByText('Deleted!')).toBeVisible();
  // The reloaded profile on the same tab: that row gone, the others still there.
  await waitFor(() => {
    const panel = within(dialog).getByRole('tabpanel', { name: tab });
    expect(within(panel).queryAllByRole('button', { name: button })).toHaveLength(buttons.length - 1);
    expect(within(panel).queryByRole('button', { name })).not.toBeInTheDocument();
  }, settled);
  await expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
}

/**
 * The super admin deletes a parent's journey, device and only school link: after each the profile
 * is reloaded and shown, never an error, even when the user is left without a school.
 */
// Rules: people.profile.delete-journey, people.profile.delete-device, people.profile.delete-school-link, integrations.profile.others-reload
export const SuperAdminDeletesRecords: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const { devices, userJourneys } = profileTablesOf();
    const parent = demoDb.parents.find(
      (row) =>
        row.school_ids.length === 1 &&
        devices.some((device) => device.user_id === row.id) &&
        userJourneys.some((journey) => journey.user_id === row.id),
    )!;
    const dialog = await openProfile(canvasElement, 'Filter Email', parent.email, parent.first_name);
    await deleteRecord(dialog, 'Journeys', /^Delete journey/);
    await deleteRecord(dialog, 'Devices', /^Delete device/);
    await deleteRecord(dialog, 'Schools', /^Delete school link/);
    await userEvent.click(within(dialog).getByRole('tab', { name: 'User' }));
    await expect(within(dialog).getByText(parent.email)).toBeVisible();
  },
};

/** A staff member's only school link: deleted, the member leaves the staff list but is still shown. */
// Rules: people.profile.delete-school-link
export const SuperAdminDeletesAStaffSchoolLink: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  args: { path: '/members/users/staff' },
  play: async ({ canvasElement }) => {
    const member = demoDb.staff[1]!;
    const name = `${member.first_name} ${member.last_name}`;
    const dialog = await openProfile(canvasElement, 'Filter Email', member.email, name);
    await deleteRecord(dialog, 'Schools', /^Delete school link/);
    await userEvent.click(within(dialog).getByRole('tab', { name: 'User' }));
    await expect(await within(dialog).findByText(member.email, {}, settled)).toBeVisible();
    await expect(
      await within(canvasElement).findByText('No rows match the filters', {}, settled),
    ).toBeVisible();
  },
};

/** The dropdown switches between the lists; the filter's school resets the list. */
// Rules: people.users.list-switch
export const SwitchLists: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'MULTI_SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Parents' }, settled);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Users' }));
    await userEvent.click(await screen.findByRole('option', { name: 'STAFF' }));
    const staff = demoDb.staff.filter((row) =>
      (demoOrganisationIds.trustSchools as readonly number[]).includes(row.school_id),
    );
    await expect(await canvas.findByRole('table', { name: 'Staff' }, settled)).toBeVisible();
    await showing(canvasElement, staff.length);
    await expect(canvas.getAllByText('Head teacher').length).toBeGreaterThan(0);
  },
};

/** The filter offers only the schools (type, term, address and dates do not change a list); a school narrows the list. */
// Rules: people.users.schools-filter
export const ChooseASchool: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'MULTI_SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const filters = within(await canvas.findByRole('search', { name: 'Filters' }, settled));
    await expect(filters.queryByRole('combobox', { name: 'Term' })).not.toBeInTheDocument();
    await expect(filters.queryByRole('radio', { name: 'Staff' })).not.toBeInTheDocument();
    await expect(filters.queryByRole('textbox', { name: 'From' })).not.toBeInTheDocument();
    const school = demoDb.schools.find((row) => row.id === demoOrganisationIds.trustSchools[0])!;
    // Down the list first: another school starts it again from its first row.
    const trust: readonly number[] = demoOrganisationIds.trustSchools;
    await showing(
      canvasElement,
      demoDb.parents.filter((row) => row.school_ids.some((id) => trust.includes(id))).length,
    );
    const list = canvas.getByRole('region', { name: 'Parents' });
    list.scrollTop = list.scrollHeight / 2;
    await waitFor(() => expect(list.scrollTop).toBeGreaterThan(0));
    const schools = filters.getByRole('combobox', { name: 'Schools' });
    await waitFor(() => expect(schools).toBeEnabled(), settled);
    await userEvent.type(schools, school.name);
    await userEvent.click(await canvas.findByRole('option', { name: school.name }, settled));
    await showing(canvasElement, demoDb.parents.filter((row) => row.school_ids.includes(school.id)).length);
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Parents' }).scrollTop).toBe(0), settled);
  },
};

/** A council admin looks at profiles but has no actions. */
// Rules: people.profile.others-look-only, people.profile.tabs-other-roles
export const CouncilAdminLooksOnly: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'COUNCIL_ADMIN' },
  args: { path: '/members/users/staff' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const staff = demoDb.staff.filter(
      (row) =>
        demoDb.schools.find((school) => school.id === row.school_id)?.council_id ===
        demoOrganisationIds.council,
    );
    await showing(canvasElement, staff.length);
    await userEvent.click(canvas.getAllByRole('button', { name: /^Edit/ })[0]!);
    const dialog = await screen.findByRole('dialog');
    await expect(await within(dialog).findByRole('tab', { name: 'Children' }, settled)).toBeVisible();
    await expect(
      within(dialog).queryByRole('button', { name: /Delete|Remove|New Term/ }),
    ).not.toBeInTheDocument();
  },
};

const trustPupils = () =>
  demoDb.pupils.filter((row) =>
    (demoOrganisationIds.trustSchools as readonly number[]).includes(row.school_id),
  );

/**
 * A multi-school admin's pupils filtered by Name and sorted by Year: a reload brings back the same rows,
 * filter box and sort (they are in the URL), and each row names its school.
 */
// Rules: people.lists.view-in-url, people.lists.school-column
export const ColumnFiltersSurviveAReload: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'MULTI_SCHOOL_ADMIN' },
  args: { path: '/members/users/pupils' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pupils = trustPupils();
    await showing(canvasElement, pupils.length);
    const school = demoDb.schools.find((row) => row.id === pupils[0]!.school_id)!;
    await expect(canvas.getByRole('columnheader', { name: /^School/ })).toBeVisible();
    await expect(canvas.getAllByRole('cell', { name: school.name }).length).toBeGreaterThan(0);
    const matching = pupils.filter((row) =>
      `${row.first_name} ${row.last_name}`.toLowerCase().includes('ar'),
    );
    const filtered = `Showing ${matching.length.toLocaleString('en-GB')} of ${pupils.length.toLocaleString('en-GB')}`;
    await userEvent.type(canvas.getByRole('textbox', { name: 'Filter Name' }), 'ar');
    await userEvent.click(canvas.getByRole('button', { name: /^Year/ }));
    await expect(await canvas.findByText(filtered, {}, settled)).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /^Year/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    const before = canvas.getByRole('textbox', { name: 'Filter Name' });
    reloadConsole();
    await waitFor(() => expect(before).not.toBeInTheDocument(), settled);
    await expect(await canvas.findByText(filtered, {}, settled)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Filter Name' })).toHaveValue('ar');
    await expect(canvas.getByRole('columnheader', { name: /^Year/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(canvas.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'none');
  },
};

/**
 * The super admin's profile names people and schools, never bare ids: the Journeys tab's child, and the
 * History's user and school; an action just done is dated when it was done (the stories' clock).
 */
// Rules: people.profile.history-names, people.profile.journeys-child-name, people.profile.history-real-time
export const SuperAdminProfileNamesAndTimes: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const { userJourneys } = profileTablesOf();
    const journey = userJourneys.find((row) => row.student_id !== null)!;
    const parent = demoDb.parents.find((row) => row.id === journey.user_id)!;
    const child = demoDb.pupils.find((row) => row.id === journey.student_id)!;
    const school = demoDb.schools.find((row) => row.id === parent.school_ids[0])!;
    const parentName = `${parent.first_name} ${parent.last_name}`;
    const dialog = await openProfile(canvasElement, 'Filter Email', parent.email, parent.first_name);
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Journeys' }));
    const journeys = await within(dialog).findByRole('table', { name: 'Journeys' }, settled);
    await expect(
      within(journeys).getAllByRole('cell', { name: `${child.first_name} ${child.last_name}` })[0],
    ).toBeVisible();

    await userEvent.click(within(dialog).getByRole('tab', { name: 'User' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'New Term' }, settled));
    await confirm('Are you sure ?');
    await expect(await screen.findByText('User has new term!')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'History' }));
    const history = await within(dialog).findByRole('table', { name: 'Actions history' }, settled);
    const row = (await within(history).findAllByRole('cell', { name: 'New Term' }, settled))[0]!.closest(
      'tr',
    )!;
    await waitFor(() => expect(within(row).getByRole('cell', { name: school.name })).toBeVisible(), settled);
    await expect(within(row).getByRole('cell', { name: parentName })).toBeVisible();
    // The stories stop the demo backend's clock at 2026-11-24 10:00 (ConsoleAt), the console's clock
    // too: the action reads 'now', its real time the description.
    await expect(within(row).getByText('now')).toHaveAccessibleDescription('2026-11-24 10:00');
  },
};

const recovery: FaultRecovery = [
  'SCHOOL_ADMIN',
  '*/api/admin/school/parents',
  (canvas) => canvas.findByRole('table', { name: 'Parents' }, settled),
];

/** The parents while they are still loading. */
export const Loading: Story = stillLoading(recovery[0], recovery[1], (canvas) =>
  canvas.findByRole('table', { name: 'Parents', busy: true }, settled),
);

/** The parents could not be loaded: the page offers Retry. */
export const ServerError: Story = serverErrorShown(recovery[0], recovery[1]);

/** No parent has signed up yet. */
export const Empty: Story = emptyAnswer(recovery[0], recovery[1], { parents: [] }, (canvas) =>
  canvas.findByText('No parents yet', {}, settled),
);

export const ListFailsThenRetry = { ...serverErrorThenRetry(...recovery), tags: ['!dev', '!autodocs'] };

export const NetworkFailureThenRetry = {
  ...networkFailureThenRetry(...recovery),
  tags: ['!dev', '!autodocs'],
};

export const SlowAnswerThenRetry = { ...slowAnswerThenRetry(...recovery), tags: ['!dev', '!autodocs'] };

export const MalformedList = {
  ...malformedAnswer('SCHOOL_ADMIN', '*/api/admin/school/parents'),
  tags: ['!dev', '!autodocs'],
};
