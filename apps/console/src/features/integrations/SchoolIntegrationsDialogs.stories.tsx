import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoDb, serverError } from '@stride/mocks';
import type { SetupWorker } from 'msw/browser';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { settled } from '../../storybook/console-stories';
import { acknowledgeAlert } from '../../storybook/alert-stories';
import { reloadAndWait } from '../../storybook/round-trip-stories';
import { pageMeta } from '../../storybook/page-stories';
import { failureMessages } from '../../app/load-error';
import {
  expiredIntegration,
  healthyIntegration,
  integrationsTable,
} from '../../storybook/integration-stories';

/** The School integrations page's dialogs: stats, logs, test email, a new school, a test user, a school's staff. */
const meta = {
  title: 'Pages/School integrations dialogs',
  ...pageMeta,
  args: { path: '/members/school_integrations', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

// Rules: integrations.stats.modal
export const Stats: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const rows = await integrationsTable(within(canvasElement));
    await userEvent.click(
      await rows.findByRole('button', { name: `Stats of ${healthyIntegration().name}` }, settled),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: `Stats of ${healthyIntegration().name}` }),
    );
    await expect(await dialog.findByRole('region', { name: 'Existing parents' }, settled)).toBeVisible();
    const pupils = demoDb.pupils.filter(
      (pupil) => pupil.school_id === healthyIntegration().organization_id,
    ).length;
    await expect(
      within(dialog.getByRole('region', { name: 'Pupils' })).getByText(
        new Intl.NumberFormat('en-GB').format(pupils),
      ),
    ).toBeVisible();
  },
};

// Rules: integrations.stats.failed
export const StatsFail: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const rows = await integrationsTable(within(canvasElement));
    await userEvent.click(
      await rows.findByRole('button', { name: `Stats of ${expiredIntegration().name}` }, settled),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: `Stats of ${expiredIntegration().name}` }),
    );
    await expect(await dialog.findByText('Loading live wonde stats failed.', {}, settled)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

// Rules: integrations.logs.modal, automations.templates.logs-modal-wide
export const Logs: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Logs' }, settled));
    const box = await screen.findByRole('dialog', { name: 'Logs' });
    const dialog = within(box);
    await expect(
      await dialog.findByText(`Token added for ${healthyIntegration().name}`, {}, settled),
    ).toBeVisible();
    // 95 % of the page's width (docs/product/integrations.md).
    await expect(Math.round(box.getBoundingClientRect().width)).toBe(Math.round(window.innerWidth * 0.95));
  },
};

// Rules: integrations.check-email.exclude-asks, integrations.check-email.required, integrations.check-email.result
export const TestEmailAndExclude: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const parent = demoDb.parents.find((row) =>
      row.school_ids.includes(healthyIntegration().organization_id),
    )!;
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Test Email' }, settled));
    const dialog = within(await screen.findByRole('dialog', { name: 'Test Email' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Check' }));
    await expect(await dialog.findByText('Please input Email')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), parent.email);
    await userEvent.click(dialog.getByRole('button', { name: 'Check' }));
    const result = within(await dialog.findByRole('table', { name: 'Email check result' }, settled));
    await expect(result.getByText('active')).toBeVisible();
    await userEvent.click(result.getByRole('button', { name: `Exclude P${parent.id}` }));
    // Excluding asks first, naming whom it reaches; No leaves the account as it was.
    const name = `${parent.first_name} ${parent.last_name}`;
    let question = within(
      await screen.findByRole('alertdialog', { name: `Exclude ${name} (${parent.email})?` }),
    );
    await userEvent.click(question.getByRole('button', { name: 'No' }));
    await expect(result.getByText('active')).toBeVisible();
    await userEvent.click(result.getByRole('button', { name: `Exclude P${parent.id}` }));
    question = within(await screen.findByRole('alertdialog', { name: `Exclude ${name} (${parent.email})?` }));
    await userEvent.click(question.getByRole('button', { name: 'Yes' }));
    await expect(await result.findByText('excluded', {}, settled)).toBeVisible();
    await expect(result.getByRole('button', { name: `Exclude P${parent.id}` })).toBeDisabled();
  },
};

// Rules: integrations.add-school.required, integrations.add-school.done
export const AddNewSchool: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const school = demoDb.schools.find(
      (row) => !demoDb.integrations.some((link) => link.organization_id === row.id),
    )!;
    await userEvent.click(await canvas.findByRole('button', { name: 'Add new School' }, settled));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add new School' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add school' }));
    await expect(await dialog.findByText('Please input Token')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Linked school');
    await userEvent.click(dialog.getByRole('combobox', { name: /Organisation/ }));
    await userEvent.click(await screen.findByRole('option', { name: school.name }, settled));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Provider school id' }), 'A0099');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Token' }), 'tok_new');
    await userEvent.click(dialog.getByRole('button', { name: 'Add school' }));
    await expect(await screen.findByText('School token has been added.', {}, settled)).toBeVisible();
    await expect(await (await integrationsTable(canvas)).findByText('A0099', {}, settled)).toBeVisible();
  },
};

/** Fills every field of Add new test User and presses Add test user; returns the dialog. */
async function addTestUser(canvasElement: HTMLElement) {
  const choose = async (dialog: Canvas, label: RegExp, option: string) => {
    await userEvent.click(dialog.getByRole('combobox', { name: label }));
    await userEvent.click(await screen.findByRole('option', { name: option }, settled));
  };
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: 'Add new test User' }, settled),
  );
  const dialog = within(await screen.findByRole('dialog', { name: 'Add new test User' }));
  await choose(dialog, /Title/, 'Mrs');
  await choose(dialog, /Type/, 'parent');
  await userEvent.type(dialog.getByRole('textbox', { name: 'First name' }), 'Tess');
  await userEvent.type(dialog.getByRole('textbox', { name: 'Last name' }), 'Test');
  await choose(dialog, /Organisation/, healthyIntegration().name);
  await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'tess@test.uk');
  await userEvent.click(dialog.getByRole('button', { name: 'Add test user' }));
  return dialog;
}

// Rules: integrations.test-user.done
export const AddNewTestUser: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    await addTestUser(canvasElement);
    await expect(await screen.findByText('New test user has been added.', {}, settled)).toBeVisible();
    await waitFor(() =>
      expect(demoDb.testUsers).toContainEqual(
        expect.objectContaining({ email: 'tess@test.uk', title: 'Mrs' }),
      ),
    );
  },
};

/** A refused test user is an alert of the server's error (docs/product/integrations.md); OK keeps the form as typed. */
// Rules: integrations.test-user.failed
export const AddNewTestUserFails: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  beforeEach: ({ msw }: { msw: SetupWorker }) => {
    msw.use(...serverError('*/api/admin/mis_integration/addTestUserToWonde'));
  },
  play: async ({ canvasElement }) => {
    const dialog = await addTestUser(canvasElement);
    // A browser alert has no room for details: the human sentence only.
    await acknowledgeAlert(failureMessages.serverProblem);
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('tess@test.uk');
    await expect(screen.queryByText('New test user has been added.')).toBeNull();
  },
};

/** Staff opens the school staff list (docs/product/integrations.md); a row's Edit opens the profile modal over it. */
// Rules: integrations.staff.list
export const SchoolStaffList: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const rows = await integrationsTable(within(canvasElement));
    const school = healthyIntegration();
    await userEvent.click(await rows.findByRole('button', { name: `Staff of ${school.name}` }, settled));
    const list = within(await screen.findByRole('dialog', { name: `Staff of ${school.name}` }));
    const staff = demoDb.staff.filter((member) => member.school_id === school.organization_id);
    const count = new Intl.NumberFormat('en-GB').format(staff.length);
    await expect(await list.findByText(`Showing ${count} of ${count}`, {}, settled)).toBeVisible();
  },
};

/** In the staff list, a member found by e-mail opens their profile; Escape goes back to the list (a test). */
// Rules: integrations.staff.profile
export const FilterAndOpenAStaffMember: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async (context) => {
    await SchoolStaffList.play?.(context);
    const school = healthyIntegration();
    const list = within(screen.getByRole('dialog', { name: `Staff of ${school.name}` }));
    const member = demoDb.staff.find((row) => row.school_id === school.organization_id)!;
    const name = `${member.first_name} ${member.last_name}`;
    await userEvent.type(list.getByRole('textbox', { name: 'Filter Email' }), member.email);
    await userEvent.click(await list.findByRole('button', { name: `Edit ${name}` }, settled));
    const profile = within(await screen.findByRole('dialog', { name: new RegExp(name) }, settled));
    await expect(await profile.findByRole('tab', { name: 'User', selected: true }, settled)).toBeVisible();
    await expect(profile.getAllByRole('tab')).toHaveLength(10);
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: new RegExp(name) })).not.toBeInTheDocument(),
    );
    await expect(screen.getByRole('dialog', { name: `Staff of ${school.name}` })).toBeVisible();
  },
};

/** The staff list's first answer fails: the modal says so with Retry, and Retry brings the table. */
export const SchoolStaffListFailsThenRetry: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  beforeEach: ({ msw }) => msw.use(...serverError('*/api/admin/school/staff', { once: true })),
  play: async ({ canvasElement }) => {
    const rows = await integrationsTable(within(canvasElement));
    await userEvent.click(
      await rows.findByRole('button', { name: `Staff of ${healthyIntegration().name}` }, settled),
    );
    const list = within(await screen.findByRole('dialog', { name: `Staff of ${healthyIntegration().name}` }));
    await userEvent.click(await list.findByRole('button', { name: 'Retry' }, settled));
    await expect(await list.findByRole('table', { name: 'Staff' }, settled)).toBeVisible();
    await expect(list.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  },
};

/**
 * The super admin removes a staff member from the school their profile was opened for: `Remove User` asks
 * `Are you sure ?`, Yes says `Removed!`, the profile closes and the member leaves the school's staff list,
 * also after a reload.
 */
// Rules: integrations.staff.remove-user-from-school, integrations.staff.removed-message
export const RemoveAStaffMemberFromTheSchool: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const school = healthyIntegration();
    const member = demoDb.staff.find((row) => row.school_id === school.organization_id)!;
    const name = `${member.first_name} ${member.last_name}`;
    const rows = await integrationsTable(within(canvasElement));
    await userEvent.click(await rows.findByRole('button', { name: `Staff of ${school.name}` }, settled));
    const list = within(await screen.findByRole('dialog', { name: `Staff of ${school.name}` }));
    await list.findByRole('table', { name: 'Staff' }, settled);
    await userEvent.type(list.getByRole('textbox', { name: 'Filter Email' }), member.email);
    await userEvent.click(await list.findByRole('button', { name: `Edit ${name}` }, settled));
    const profile = within(await screen.findByRole('dialog', { name: new RegExp(name) }, settled));
    await userEvent.click(await profile.findByRole('button', { name: 'Remove User' }, settled));
    const question = within(await screen.findByRole('alertdialog', { name: 'Are you sure ?' }));
    await userEvent.click(question.getByRole('button', { name: 'Yes' }));
    await expect(await screen.findByText('Removed!', {}, settled)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: new RegExp(name) })).toBeNull(), settled);
    // The staff list stays open, without the member.
    await expect(await list.findByText('Showing 0 of', { exact: false }, settled)).toBeVisible();
    await expect(screen.getByRole('dialog', { name: `Staff of ${school.name}` })).toBeVisible();
    // A reload opens the list again from its address, with its filter, read afresh: the member is not in it.
    await reloadAndWait(canvasElement);
    const again = within(await screen.findByRole('dialog', { name: `Staff of ${school.name}` }, settled));
    await expect(await again.findByText('Showing 0 of', { exact: false }, settled)).toBeVisible();
    await expect(again.getByRole('textbox', { name: 'Filter Email' })).toHaveValue(member.email);
    await expect(again.queryByRole('button', { name: `Edit ${name}` })).toBeNull();
  },
};
