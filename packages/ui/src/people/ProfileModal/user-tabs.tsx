import type { ProfileAction, ProfileActionTarget, ProfileTab, ProfileUser } from '@stride/domain';
import {
  formatTimestamp,
  journeyChildName,
  journeyPreferenceLabel,
  profileActionMessages,
  profileTabLabels,
  schoolLinkName,
  schoolYearName,
} from '@stride/domain';
import type { ReactNode } from 'react';
import { ConfirmedAction } from './ConfirmedAction';
import { DetailRows, ProfileRecords } from './ProfileRecords';
import type { ProfileRecordsProps } from './ProfileRecords';

/** Runs an admin action the admin may take (from `profileActionsFor`), or undefined when they may not. */
export type ActFor = (
  action: ProfileAction,
) => ((target: ProfileActionTarget) => Promise<unknown>) | undefined;

const yesNo = (value: unknown) =>
  value === true || value === 1 || value === '1' || value === 'yes'
    ? 'Yes'
    : value === undefined || value === null
      ? ''
      : 'No';

/** The user's own buttons on the User tab: new term, reset password, delete, remove from school. */
function UserActions({ user, actFor }: { user: ProfileUser; actFor: ActFor }) {
  const buttons: [ProfileAction, string][] = [
    ['new_term', 'New Term'],
    ['reset_password', 'Reset password'],
    ['remove_user_from_school', 'Remove User'],
    ['delete_user', 'Delete User'],
  ];
  return buttons.map(([action, label]) => {
    const run = actFor(action);
    return run ? (
      <ConfirmedAction
        key={action}
        action={action}
        label={label}
        onConfirm={() => run({ userId: user.id })}
      />
    ) : null;
  });
}

type RecordColumns<Row> = ProfileRecordsProps<Row>['columns'];
/** A Delete on each row of a tab: the action, what is deleted and the row's name ('Delete device ab12'). */
type Deletable<Row> = { action: ProfileAction; what: string; name: (row: Row) => string };

/** The content of each profile tab for a user (docs/product/people.md). */
export function userTabContent(
  user: ProfileUser,
  actFor: ActFor,
  history: ReactNode,
): Record<ProfileTab, ReactNode> {
  /** A tab's list as a small table named after the tab, with Delete per row when the admin may. */
  function records<Row extends { id: number }>(
    tab: ProfileTab,
    rows: readonly Row[],
    columns: RecordColumns<Row>,
    deletable?: Deletable<Row>,
  ) {
    const run = deletable && actFor(deletable.action);
    const remove = run
      ? (row: Row) => ({
          label: 'Delete',
          name: `Delete ${deletable.what} ${deletable.name(row)}`,
          variant: 'danger' as const,
          confirm: { question: profileActionMessages[deletable.action].confirm },
          onClick: () => run({ userId: user.id, id: row.id }),
        })
      : undefined;
    return <ProfileRecords label={profileTabLabels[tab]} rows={rows} columns={columns} action={remove} />;
  }
  return {
    user: (
      <>
        <DetailRows
          rows={[
            ['Salutation', user.salutation],
            ['First name', user.first_name],
            ['Last name', user.last_name],
            ['Email', user.email],
            ['Created', formatTimestamp(user.created_at)],
            ['Last viewed', formatTimestamp(user.last_viewed)],
            ['Verified', yesNo(user.verified)],
            ['Account status', user.acc_status ?? ''],
            ['App login', yesNo(user.app_login)],
            ['Journey status', user.journey_status],
          ]}
        />
        <div role="group" aria-label="User actions">
          <UserActions user={user} actFor={actFor} />
        </div>
      </>
    ),
    roles: records('roles', user.roles, [
      { header: 'Role', cell: (row) => row.slug },
      { header: 'Sharing journey', cell: (row) => yesNo(row.sharing_journey) },
      { header: 'Journey preference', cell: (row) => journeyPreferenceLabel(row.journey_preference) },
      { header: 'Since', cell: (row) => row.created_at_date },
    ]),
    address: user.address ? (
      <DetailRows
        rows={[
          ['Address line 1', user.address.address_line_1],
          ['Address line 2', user.address.address_line_2],
          ['Address line 3', user.address.address_line_3],
          ['City', user.address.city],
          ['Postcode', user.address.postcode],
          ['Latitude', user.address.latitude ?? ''],
          ['Longitude', user.address.longitude ?? ''],
        ]}
      />
    ) : (
      <p>No address</p>
    ),
    schools: records(
      'schools',
      user.schools,
      [
        { header: 'School', cell: (row) => schoolLinkName(row.organization) },
        { header: 'Type', cell: (row) => row.type },
      ],
      { action: 'delete_user_school', what: 'school link', name: (row) => schoolLinkName(row.organization) },
    ),
    children: records('children', user.children, [
      { header: 'Name', cell: (row) => `${row.first_name} ${row.last_name}` },
      { header: 'Year', cell: (row) => schoolYearName(row.current_year) },
    ]),
    journeys: records(
      'journeys',
      user.journeys,
      [
        { header: 'Id', cell: (row) => row.id },
        { header: 'Status', cell: (row) => row.status },
        { header: 'Child', cell: (row) => journeyChildName(user, row.student_id) },
        { header: 'Time', cell: (row) => row.journey_time },
      ],
      { action: 'delete_user_journey', what: 'journey', name: (row) => String(row.id) },
    ),
    groups: records('groups', user.groups, [{ header: 'Group', cell: (row) => row.name }]),
    devices: records('devices', user.devices, [{ header: 'Device', cell: (row) => row.device_id }], {
      action: 'delete_user_device',
      what: 'device',
      name: (row) => row.device_id,
    }),
    verifications: (
      <ProfileRecords
        label={profileTabLabels.verifications}
        rows={user.verifications}
        rowKey={(row) => `${row.type}-${row.email}-${row.phone}`}
        columns={[
          { header: 'Type', cell: (row) => row.type },
          { header: 'Email', cell: (row) => row.email },
          { header: 'Phone', cell: (row) => row.phone },
        ]}
      />
    ),
    history,
  };
}
