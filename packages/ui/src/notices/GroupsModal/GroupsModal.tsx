import { zodResolver } from '@hookform/resolvers/zod';
import {
  groupDescriptionMaxLength,
  groupFormMessages,
  groupFormSchema,
  groupNameMaxLength,
  type GroupForm,
  type SchoolGroup,
} from '@stride/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Alert } from '../../primitives/Alert/Alert';
import { failureOf, type ShownFailure } from '../../primitives/ErrorState/detailed-error';
import { Button } from '../../primitives/Button/Button';
import { ConfirmDialog } from '../../primitives/ConfirmDialog/ConfirmDialog';
import { EmptyState } from '../../primitives/EmptyState/EmptyState';
import { ErrorState } from '../../primitives/ErrorState/ErrorState';
import { Modal } from '../../primitives/Modal/Modal';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { TextField } from '../../primitives/TextField/TextField';
import type { LoadFailureProps } from '../../primitives/ErrorState/ErrorState';

export type GroupsModalProps = {
  /** Whether the modal is open (controlled). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The school groups. */
  groups: readonly SchoolGroup[];
  /** Saves a new group, or an edited one (with its id); rejects with the server's reason. */
  onSave: (group: GroupForm & { id?: number }) => Promise<unknown>;
  /** Deletes a group after the admin said Yes. */
  onDelete: (group: SchoolGroup) => Promise<unknown>;
  /** The groups are loading. @default false */
  loading?: boolean;
} & LoadFailureProps;

const List = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
  li > :first-child {
    flex: 1;
  }
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const FormBox = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const empty: GroupForm = { name: '', description: '' };

/**
 * The groups modal (docs/product/notices.md): create, edit and delete school groups. The description is
 * checked before the name, each failure shown under the title 'Error'; name at most 20, description 80.
 */
export function GroupsModal({
  open,
  onOpenChange,
  groups,
  onSave,
  onDelete,
  loading = false,
  error,
  errorDetail,
  onRetry,
}: GroupsModalProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<GroupForm>({ resolver: zodResolver(groupFormSchema), defaultValues: empty });
  const [editing, setEditing] = useState<number | null>(null);
  // The server's reason for refusing a save; the form's own problems come from the schema.
  const [refused, setRefused] = useState<ShownFailure | null>(null);
  const [deleting, setDeleting] = useState<SchoolGroup | null>(null);
  // One message at a time, the description's first (docs/product/notices.md).
  const problem = errors.description?.message ?? errors.name?.message ?? refused?.message;

  const startEditing = (group: SchoolGroup | null) => {
    setEditing(group?.id ?? null);
    reset(group ? { name: group.name, description: group.description ?? '' } : empty);
    setRefused(null);
  };

  const save = handleSubmit(async (form) => {
    setRefused(null);
    try {
      await onSave({ ...form, ...(editing === null ? {} : { id: editing }) });
      startEditing(null);
    } catch (failure) {
      setRefused(failureOf(failure, 'The group could not be saved.'));
    }
  });

  let list;
  if (error)
    list = (
      <ErrorState
        title="The groups could not be loaded"
        message={error}
        detail={errorDetail}
        onRetry={onRetry}
      />
    );
  else if (loading) list = <Skeleton shape="text" lines={3} label="Loading groups" />;
  else if (groups.length === 0)
    list = (
      <EmptyState title="No groups" description="Create a group to send posts to it." headingLevel={3} />
    );
  else
    list = (
      <List aria-label="School groups">
        {groups.map((group) => (
          <li key={group.id}>
            <span>
              {group.name}
              <Muted>{group.description}</Muted>
            </span>
            <Button
              variant="ghost"
              size="small"
              aria-label={`Edit ${group.name}`}
              onClick={() => startEditing(group)}
            >
              Edit
            </Button>
            <Button
              variant="danger"
              size="small"
              aria-label={`Delete ${group.name}`}
              onClick={() => setDeleting(group)}
            >
              Delete
            </Button>
          </li>
        ))}
      </List>
    );

  return (
    <Modal title="School groups" size="pupil" open={open} onOpenChange={onOpenChange}>
      {list}
      <FormBox
        noValidate
        aria-label={editing === null ? 'New group' : 'Edit group'}
        onSubmit={(event) => void save(event)}
      >
        {problem ? (
          <Alert
            variant="error"
            title={groupFormMessages.title}
            role="alert"
            detail={problem === refused?.message ? refused.detail : undefined}
          >
            {problem}
          </Alert>
        ) : null}
        <TextField label="Name" maxLength={groupNameMaxLength} {...register('name')} />
        <TextField label="Description" maxLength={groupDescriptionMaxLength} {...register('description')} />
        <div>
          <Button type="submit" loading={isSubmitting}>
            {editing === null ? 'Create group' : 'Save group'}
          </Button>{' '}
          {editing === null ? null : (
            <Button type="button" variant="secondary" onClick={() => startEditing(null)}>
              Cancel
            </Button>
          )}
        </div>
      </FormBox>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDeleting(null);
        }}
        message={`Delete the group ${deleting?.name ?? ''}?`}
        destructive
        onConfirm={async () => {
          if (deleting) await onDelete(deleting);
          setDeleting(null);
        }}
      />
    </Modal>
  );
}
