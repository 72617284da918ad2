import type { PersonRef } from '@stride/api';
import { filterOrganisationsQuery, isApiError, runProfileActionMutation } from '@stride/api';
import type { ProfileAction, ProfileActionTarget, Role } from '@stride/domain';
import {
  actionClosesProfile,
  profileActionMessages,
  profileActionsAtSchool,
  profileActionsFor,
  profileRecordId,
  profileTabsFor,
  seesEveryProfileTab,
} from '@stride/domain';
import type { ModalSize } from '@stride/ui';
import { ProfileModal, useToast } from '@stride/ui';
import { useMemo } from 'react';
import { loadErrorProps } from '../load-error';
import { RecordNotFound } from '../RecordNotFound';
import { useQuery } from '../useQuery';
import { useMutation } from '../useMutation';
import { useFailureToast } from '../useFailureToast';
import { useActionsHistory, useProfile } from './usePeople';

export type ProfileDialogProps = {
  role: Role;
  /** Who is open; null closes the modal. */
  person: PersonRef | null;
  size: ModalSize;
  /**
   * The school the profile was opened for (a school's staff list): the super admin may also remove the
   * user from it.
   * @default undefined
   */
  schoolId?: number;
  /**
   * The tab shown and its change, when the caller keeps it (in the address, `useRecordTab`).
   * @default kept inside the modal
   */
  tab?: { tab: string; setTab: (tab: string) => void };
  onClose: () => void;
};

/**
 * The profile modal opened by Edit: loads the person through getParentOrStudent, runs the admin
 * actions and says how they went ('User has new term!', 'Deleted!' …). After deleting or removing
 * the person the modal closes; after the other actions the person is reloaded (docs/product/people.md). A
 * person the server does not find, or will not show this account, is 'not found' in the modal's place.
 */
export function ProfileDialog({ role, person, size, schoolId, tab, onClose }: ProfileDialogProps) {
  const write = useMutation();
  const toast = useToast();
  const failed = useFailureToast();
  const profile = useProfile(person);
  const tabs = profileTabsFor(role);
  const seesHistory = tabs.includes('history');
  const history = useActionsHistory(person, seesHistory);
  // The history names each entry's school: the schools the admin sees (the school selector's list).
  const organisations = useQuery(seesHistory ? filterOrganisationsQuery() : null);
  const schoolNames = useMemo(
    () => new Map((organisations.data?.schools ?? []).map((school) => [school.id, school.name])),
    [organisations.data],
  );
  const shown = useMemo(
    () =>
      profile.data &&
      ('user' in profile.data
        ? ({ kind: 'user', user: profile.data.user } as const)
        : ({ kind: 'student', student: profile.data.student } as const)),
    [profile.data],
  );

  const act = async (action: ProfileAction, target: ProfileActionTarget) => {
    try {
      await write(
        runProfileActionMutation(action, schoolId === undefined ? target : { ...target, schoolId }),
      );
    } catch (failure) {
      failed(failure);
      return;
    }
    toast.show({ variant: 'success', title: 'Success', message: profileActionMessages[action].done });
    if (actionClosesProfile(action)) onClose();
  };

  // A profile's address naming no one this account may see (deleted, mistyped, another school's) says so;
  // a profile shown, then removed by an action here, closes instead.
  const missing = isApiError(profile.error) && (profile.error.status === 404 || profile.error.status === 403);
  if (person && missing && !profile.data)
    return <RecordNotFound open what="person" id={profileRecordId(person)} onClose={onClose} />;

  return (
    <ProfileModal
      tabs={tabs}
      everyPupilTab={seesEveryProfileTab(role)}
      actions={schoolId === undefined ? profileActionsFor(role) : profileActionsAtSchool(role)}
      open={person !== null}
      onOpenChange={(open) => !open && onClose()}
      size={size}
      person={shown}
      schoolNames={schoolNames}
      loading={profile.isLoading}
      {...loadErrorProps(profile.error, 'The profile could not be loaded.')}
      onRetry={() => void profile.refresh()}
      onAction={act}
      tab={tab?.tab}
      onTabChange={tab?.setTab}
      history={{
        actions: history.data ?? [],
        loading: history.isLoading,
        ...loadErrorProps(history.error, 'The history could not be loaded.'),
        onRetry: () => void history.refresh(),
      }}
    />
  );
}
