import type { PersonRef } from '@stride/api';
import type { Role } from '@stride/domain';
import { Modal } from '@stride/ui';
import { StaffList } from './PeopleLists';
import { ProfileDialog } from './ProfileDialog';
import { useProfileInUrl } from './useProfileInUrl';

export type SchoolStaffDialogProps = {
  role: Role;
  /** The school whose staff are listed; null closes the list. */
  school: { id: number; name: string } | null;
  onClose: () => void;
};

/**
 * The school staff list (docs/product/integrations.md): a table of one school's staff (getSchoolStaff) in a
 * modal; each row's Edit opens the profile modal (900x500) over it (ADR 0073), for that school: the super
 * admin may remove the user from it. The profile has its own address over the list's
 * (`?staff=12&profile=user-3`): Back closes it and the staff list shows as it was.
 */
export function SchoolStaffDialog({ role, school, onClose }: SchoolStaffDialogProps) {
  const profile = useProfileInUrl();
  return (
    <Modal
      open={school !== null}
      onOpenChange={(open) => !open && onClose()}
      size="person"
      title={`Staff of ${school?.name ?? ''}`}
    >
      {school && (
        <>
          <StaffList schoolIds={[school.id]} onOpen={(person: PersonRef) => profile.open(person)} />
          <ProfileDialog
            role={role}
            person={profile.person}
            size="user-detail"
            schoolId={school.id}
            tab={profile.tab}
            onClose={profile.close}
          />
        </>
      )}
    </Modal>
  );
}
