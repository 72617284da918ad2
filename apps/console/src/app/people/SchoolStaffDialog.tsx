import type { PersonRef } from '@stride/api';
import type { Role } from '@stride/domain';
import { Modal } from '@stride/ui';
import { useState } from 'react';
import { StaffList } from './PeopleLists';
import { ProfileDialog } from './ProfileDialog';

export type SchoolStaffDialogProps = {
  role: Role;
  /** The school whose staff are listed; null closes the list. */
  school: { id: number; name: string } | null;
  onClose: () => void;
};

/**
 * The school staff list (docs/product/integrations.md): a table of one school's staff (getSchoolStaff) in a
 * modal; each row's Edit opens the profile modal (900x500) over it (ADR 0073), for that school: the super
 * admin may remove the user from it.
 */
export function SchoolStaffDialog({ role, school, onClose }: SchoolStaffDialogProps) {
  const [person, setPerson] = useState<PersonRef | null>(null);
  return (
    <Modal
      open={school !== null}
      onOpenChange={(open) => !open && onClose()}
      size="person"
      title={`Staff of ${school?.name ?? ''}`}
    >
      {school && (
        <>
          <StaffList schoolIds={[school.id]} onOpen={setPerson} />
          <ProfileDialog
            role={role}
            person={person}
            size="user-detail"
            schoolId={school.id}
            onClose={() => setPerson(null)}
          />
        </>
      )}
    </Modal>
  );
}
