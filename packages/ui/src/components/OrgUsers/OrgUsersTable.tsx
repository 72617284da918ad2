import { orgUserRoleLabel, type OrgUser } from '@stride/domain';
import type { ComponentPropsWithoutRef } from 'react';
import { Button } from '../../primitives/Button';
import { useConfirmed } from '../../primitives/ConfirmDialog';
import { Actions, Table } from '../record-table.styles';
import { RecordTableState } from '../RecordTableState';

export type OrgUsersTableProps = {
  /** The organisation's admins. */
  users: readonly OrgUser[];
  /** Opens the user for editing. */
  onEdit: (user: OrgUser) => void;
  /** Deletes the user once confirmed; a rejected promise keeps the question open. */
  onDelete: (user: OrgUser) => Promise<unknown>;
  /**
   * The users are loading.
   * @default false
   */
  loading?: boolean;
  /**
   * Why the users could not be loaded; shown with Retry.
   * @default undefined
   */
  error?: string;
  /**
   * Called by Retry.
   * @default undefined
   */
  onRetry?: () => void;
} & ComponentPropsWithoutRef<'div'>;

const fullName = (user: OrgUser) =>
  [user.user.first_name, user.user.last_name].filter(Boolean).join(' ') || user.user.email;

/** The org users of an organisation: name, e-mail, role, Edit and Delete (asks first). */
export function OrgUsersTable({
  users,
  onEdit,
  onDelete,
  loading = false,
  error,
  onRetry,
  ...rest
}: OrgUsersTableProps) {
  const deleting = useConfirmed(onDelete, {
    question: (user) => `Delete ${fullName(user)}?`,
    description: 'They can no longer sign in as an admin of this organisation.',
  });
  return (
    <RecordTableState
      error={error}
      onRetry={onRetry}
      loading={loading}
      lines={3}
      loadingLabel="Loading org users"
      empty={users.length === 0}
      emptyTitle="No org users yet"
      emptyDescription="Add one with Add user."
      {...rest}
    >
      <Table aria-label="Org users">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id}>
              <th scope="row">{fullName(user)}</th>
              <td>{user.user.email}</td>
              <td>{orgUserRoleLabel(user.role_id)}</td>
              <td>
                <Actions>
                  <Button
                    variant="secondary"
                    size="small"
                    aria-label={`Edit ${fullName(user)}`}
                    onClick={() => onEdit(user)}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="danger"
                    size="small"
                    aria-label={`Delete ${fullName(user)}`}
                    onClick={() => deleting.ask(user)}
                  >
                    Delete
                  </Button>
                </Actions>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {deleting.dialog}
    </RecordTableState>
  );
}
