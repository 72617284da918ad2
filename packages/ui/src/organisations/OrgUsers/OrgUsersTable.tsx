import { orgUserRoleLabel, type OrgUser } from '@stride/domain';
import type { ComponentPropsWithoutRef } from 'react';
import { DataTable } from '../../primitives/DataTable/DataTable';
import { type DataTableColumn } from '../../primitives/DataTable/data-table-filters';
import { type DataTableStateProps } from '../../primitives/DataTable/DataTable.types';

export type OrgUsersTableProps = {
  /** The organisation's admins. */
  users: readonly OrgUser[];
  /** Opens the user for editing. */
  onEdit: (user: OrgUser) => void;
  /** Deletes the user once confirmed; a rejected promise keeps the question open. */
  onDelete: (user: OrgUser) => Promise<unknown>;
} & DataTableStateProps &
  Omit<ComponentPropsWithoutRef<'div'>, 'children'>;

const fullName = (user: OrgUser) =>
  [user.user.first_name, user.user.last_name].filter(Boolean).join(' ') || user.user.email;

const columns: DataTableColumn<OrgUser>[] = [
  { id: 'name', header: 'Name', accessor: fullName, rowHeader: true },
  { id: 'email', header: 'Email', accessor: (user) => user.user.email },
  { id: 'role', header: 'Role', accessor: (user) => orgUserRoleLabel(user.role_id) },
];

/** The org users of an organisation: name, e-mail, role, Edit and Delete (asks first). */
export function OrgUsersTable({ users, onEdit, onDelete, ...rest }: OrgUsersTableProps) {
  return (
    <DataTable
      variant="record"
      aria-label="Org users"
      columns={columns}
      data={users}
      emptyDescription="Add one with Add user."
      rowActions={(user) => [
        { label: 'Edit', onClick: () => onEdit(user) },
        {
          label: 'Delete',
          variant: 'danger',
          confirm: {
            question: `Delete ${fullName(user)}?`,
            description: 'They can no longer sign in as an admin of this organisation.',
          },
          onClick: () => onDelete(user),
        },
      ]}
      {...rest}
    />
  );
}
