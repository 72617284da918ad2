import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { profileActionsFor, profileTabsFor, seesEveryProfileTab, type Role } from '@stride/domain';
import { ProfileModal, type ProfileModalProps } from './ProfileModal';
import { historyFixture, parentProfile, pupilProfile } from './profile-fixtures';
import { escapeClosesAndRefocuses } from '../../storybook/dialog-keyboard';
import { tabTo } from '../../storybook/keyboard';
import { Button } from '../../primitives/Button/Button';
import { roleArgType } from '../../storybook/arg-types';

/** A story picks a role; the modal gets the tabs and actions the console gives that role. */
type StoryArgs = Omit<ProfileModalProps, 'tabs' | 'everyPupilTab' | 'actions'> & { role: Role };

const meta = {
  title: 'Components/ProfileModal',
  tags: ['autodocs'],
  // Its stories open dialogs, which would cover the docs page: each story is shown in a frame of its own.
  parameters: { docs: { story: { inline: false, iframeHeight: 820 } } },
  argTypes: { role: roleArgType },
  component: ProfileModal,
  args: {
    role: 'SUPERADMIN',
    open: true,
    onOpenChange: fn(),
    onAction: fn(async () => undefined),
    onRetry: fn(),
    person: { kind: 'user', user: parentProfile },
    history: { actions: historyFixture },
    size: 'person',
    schoolNames: new Map([[101, 'Camden Primary']]),
  },
  render: ({ role, ...args }) => (
    <ProfileModal
      {...args}
      tabs={profileTabsFor(role)}
      everyPupilTab={seesEveryProfileTab(role)}
      actions={profileActionsFor(role)}
    />
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.getByRole('dialog', { name: 'Amara Okafor' });
const tabNames = () =>
  within(dialog())
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

/** Answers the confirmation: checks its question, then presses Yes or No. */
async function answer(question: string, reply: 'Yes' | 'No') {
  const alert = await screen.findByRole('alertdialog');
  await expect(within(alert).getByText(question)).toBeVisible();
  await userEvent.click(within(alert).getByRole('button', { name: reply }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
}

/** The super admin sees all ten tabs, User first. */
// Rules: people.profile.tabs-super-admin, people.profile.default-tab, people.profile.user-tab
export const SuperAdmin: Story = {
  play: async () => {
    await expect(tabNames()).toEqual([
      'User',
      'Roles',
      'Address',
      'Schools',
      'Children',
      'Journeys',
      'Groups',
      'Devices',
      'Verifications',
      'History',
    ]);
    await expect(within(dialog()).getByRole('tab', { name: 'User' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(dialog()).getByText('amara.okafor@example.com')).toBeVisible();
    // Date-times read yyyy-MM-dd HH:mm everywhere, whether the server sent seconds or not.
    await expect(within(dialog()).getByText('2025-09-03 08:12')).toBeVisible();
  },
};

/**
 * The super admin's Roles, Children and History tabs show their tables (a test: the SuperAdmin story stays
 * untouched).
 */
// Rules: people.profile.history-columns, people.profile.history-names, people.entities.journey-preference
export const SuperAdminBrowsesTheTabs: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await SuperAdmin.play?.(context);
    await userEvent.click(within(dialog()).getByRole('tab', { name: 'Roles' }));
    // journey_preference 0 reads as No.
    const roles = within(dialog()).getByRole('table', { name: 'Roles' });
    await expect(within(roles).getByRole('cell', { name: 'No' })).toBeVisible();
    await userEvent.click(within(dialog()).getByRole('tab', { name: 'Children' }));
    await expect(within(dialog()).getByRole('cell', { name: 'Ada Okafor' })).toBeVisible();
    await userEvent.click(within(dialog()).getByRole('tab', { name: 'History' }));
    await expect(within(dialog()).getByRole('table', { name: 'Actions history' })).toBeVisible();
    await expect(within(dialog()).getByRole('cell', { name: 'Reset Password' })).toBeVisible();
    // Names, not ids: the user and the school of each entry.
    await expect(within(dialog()).getAllByRole('cell', { name: 'Amara Okafor' })).toHaveLength(2);
    await expect(within(dialog()).getAllByRole('cell', { name: 'Camden Primary' })).toHaveLength(2);
  },
};

/**
 * The caller keeps the tab (the console keeps it in the address, `?tab=history`): the modal opens on it,
 * and picking another tab tells the caller, which shows it.
 */
// Rules: layout.records.tab-in-url
export const TabKeptByTheCaller: Story = {
  args: { tab: 'history', onTabChange: fn() },
  play: async ({ args }) => {
    const modal = within(dialog());
    await expect(modal.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    await expect(modal.getByRole('table', { name: 'Actions history' })).toBeVisible();
    await userEvent.click(modal.getByRole('tab', { name: 'Roles' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('roles');
  },
};

/**
 * The tabs by keyboard: Tab from the close button reaches the selected tab, arrows move between
 * tabs and show each one's panel, Home and End jump to the first and last.
 */
export const TabsByKeyboard: Story = {
  tags: ['!dev', '!autodocs'],
  play: async () => {
    const modal = within(dialog());
    await tabTo(modal.getByRole('tab', { name: 'User' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(modal.getByRole('tab', { name: 'Roles' })).toHaveFocus();
    await expect(modal.getByRole('tab', { name: 'Roles' })).toHaveAttribute('aria-selected', 'true');
    await expect(
      within(modal.getByRole('tabpanel', { name: 'Roles' })).getByRole('table', { name: 'Roles' }),
    ).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(modal.getByRole('tab', { name: 'History' })).toHaveFocus();
    await expect(
      within(modal.getByRole('tabpanel', { name: 'History' })).getByRole('table', {
        name: 'Actions history',
      }),
    ).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(modal.getByRole('tab', { name: 'User' })).toHaveFocus();
    await userEvent.keyboard('{End}{ArrowLeft}');
    await expect(modal.getByRole('tab', { name: 'Verifications' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(
      within(modal.getByRole('tabpanel', { name: 'User' })).getByText('amara.okafor@example.com'),
    ).toBeVisible();
  },
};

/** New Term and Reset password ask 'Are you sure ?'; No does nothing, Yes runs the action. */
export const NewTermAndResetPassword: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args }) => {
    await userEvent.click(within(dialog()).getByRole('button', { name: 'New Term' }));
    await answer('Are you sure ?', 'No');
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'New Term' }));
    await answer('Are you sure ?', 'Yes');
    await expect(args.onAction).toHaveBeenCalledWith('new_term', { userId: 1042 });
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Reset password' }));
    await answer('Are you sure ?', 'Yes');
    await expect(args.onAction).toHaveBeenLastCalledWith('reset_password', { userId: 1042 });
  },
};

/** Every delete asks 'Are you sure you want to delete ?' first. */
export const Deletes: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args }) => {
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Delete User' }));
    await answer('Are you sure you want to delete ?', 'Yes');
    await expect(args.onAction).toHaveBeenCalledWith('delete_user', { userId: 1042 });
    for (const [tab, button, action, id] of [
      ['Journeys', 'Delete journey 901', 'delete_user_journey', 901],
      ['Devices', 'Delete device ios-28f1a', 'delete_user_device', 55],
      ['Schools', 'Delete school link Camden Primary', 'delete_user_school', 10420101],
    ] as const) {
      await userEvent.click(within(dialog()).getByRole('tab', { name: tab }));
      await userEvent.click(within(dialog()).getByRole('button', { name: button }));
      await answer('Are you sure you want to delete ?', 'Yes');
      await expect(args.onAction).toHaveBeenLastCalledWith(action, { userId: 1042, id });
    }
  },
};

/** A school admin sees User, Schools and Children, and may only remove the user from the school. */
export const SchoolAdmin: Story = {
  args: { role: 'SCHOOL_ADMIN' },
  play: async () => {
    await expect(tabNames()).toEqual(['User', 'Schools', 'Children']);
    await expect(within(dialog()).queryByRole('button', { name: 'Delete User' })).not.toBeInTheDocument();
    await expect(within(dialog()).queryByRole('button', { name: 'New Term' })).not.toBeInTheDocument();
  },
};

/**
 * A school admin removes the user from the school, after Yes (a test: the SchoolAdmin story stays untouched).
 */
export const SchoolAdminRemovesTheUser: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...SchoolAdmin.args },
  play: async (context) => {
    await SchoolAdmin.play?.(context);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Remove User' }));
    await answer('Are you sure ?', 'Yes');
    await expect(context.args.onAction).toHaveBeenCalledWith('remove_user_from_school', { userId: 1042 });
  },
};

/** Council and multi-school admins look but do not act. */
export const CouncilAdmin: Story = {
  args: { role: 'COUNCIL_ADMIN' },
  play: async () => {
    await expect(tabNames()).toEqual(['User', 'Schools', 'Children']);
    await expect(within(dialog()).getByRole('group', { name: 'User actions' })).toBeEmptyDOMElement();
  },
};

/** A pupil from the pupils list (700 by 500): the super admin may delete the student. */
export const Pupil: Story = {
  args: { person: { kind: 'student', student: pupilProfile }, size: 'pupil' },
  play: async () => {
    const pupil = screen.getByRole('dialog', { name: 'Tobi Okafor' });
    await expect(
      within(pupil)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Pupil', 'Journeys', 'Devices', 'History']);
    await expect(within(pupil).getByText('Year 3', { selector: 'dd' })).toBeVisible();
    await expect(within(pupil).getByRole('cell', { name: 'Amara Okafor' })).toBeVisible();
  },
};

/** The super admin deletes the student, after Yes (a test: the Pupil story stays untouched). */
export const SuperAdminDeletesThePupil: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...Pupil.args },
  play: async (context) => {
    await Pupil.play?.(context);
    const pupil = screen.getByRole('dialog', { name: 'Tobi Okafor' });
    await userEvent.click(within(pupil).getByRole('button', { name: 'Delete Student' }));
    await answer('Are you sure you want to delete ?', 'Yes');
    await expect(context.args.onAction).toHaveBeenCalledWith('delete_student', { studentId: 77 });
  },
};

/** The super admin moves a pupil to another year its school teaches. */
export const PupilChangeYear: Story = {
  tags: ['!dev', '!autodocs'],
  args: { person: { kind: 'student', student: pupilProfile }, size: 'pupil' },
  play: async ({ args }) => {
    const pupil = within(screen.getByRole('dialog', { name: 'Tobi Okafor' }));
    await expect(pupil.getByRole('button', { name: 'Save year' })).toBeDisabled();
    await userEvent.click(pupil.getByRole('combobox', { name: 'Change year' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Year 4' }));
    await userEvent.click(pupil.getByRole('button', { name: 'Save year' }));
    await answer('Are you sure ?', 'Yes');
    await expect(args.onAction).toHaveBeenCalledWith('change_student_year', { studentId: 77, year: 4 });
  },
};

/** A pupil as the school admin sees it: the Pupil tab alone, and Remove Student. */
export const PupilSchoolAdmin: Story = {
  args: { role: 'SCHOOL_ADMIN', person: { kind: 'student', student: pupilProfile }, size: 'pupil' },
  play: async () => {
    const pupil = screen.getByRole('dialog', { name: 'Tobi Okafor' });
    await expect(
      within(pupil)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Pupil']);
  },
};

/**
 * The school admin removes a pupil from the school, after Yes (a test: the PupilSchoolAdmin story stays
 * untouched).
 */
export const SchoolAdminRemovesThePupil: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...PupilSchoolAdmin.args },
  play: async (context) => {
    await PupilSchoolAdmin.play?.(context);
    const pupil = screen.getByRole('dialog', { name: 'Tobi Okafor' });
    await userEvent.click(within(pupil).getByRole('button', { name: 'Remove Student' }));
    await answer('Are you sure ?', 'Yes');
    await expect(context.args.onAction).toHaveBeenCalledWith('remove_student_from_school', { studentId: 77 });
  },
};

export const Loading: Story = { args: { person: undefined, loading: true } };

export const LoadFailed: Story = {
  args: { person: undefined, error: 'Error occured' },
};

/** Retry calls onRetry (a test: the LoadFailed story stays untouched). */
export const RetryCallsOnRetry: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...LoadFailed.args },
  play: async ({ args }) => {
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Opened from a button: Escape closes it and focus goes back to that button. */
export const EscapeReturnsFocus: Story = {
  tags: ['!dev', '!autodocs'],
  args: { open: false },
  render: function Opener(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Edit Amara Okafor</Button>
        <ProfileModal {...args} open={open} onOpenChange={setOpen} />
      </>
    );
  },
  play: async ({ canvasElement }) =>
    escapeClosesAndRefocuses(canvasElement, 'Edit Amara Okafor', 'Amara Okafor'),
};
