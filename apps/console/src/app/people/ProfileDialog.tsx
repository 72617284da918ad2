import type { PersonRef } from '@stride/api';
import { runProfileActionMutation } from '@stride/api';
import type { ProfileAction, ProfileActionTarget, Role } from '@stride/domain';
import {
  actionClosesProfile,
  profileActionMessages,
  profileActionsFor,
  profileTabsFor,
  seesEveryProfileTab,
} from '@stride/domain';
import type { ModalSize } from '@stride/ui';
import { ProfileModal, useToast } from '@stride/ui';
import { loadErrorProps } from '../load-error';
import { useMutation } from '../useMutation';
import { useFailureToast } from '../useFailureToast';
import { useActionsHistory, useProfile } from './usePeople';

export type ProfileDialogProps = {
  role: Role;
  /** Who is open; null closes the modal. */
  person: PersonRef | null;
  size: ModalSize;
  onClose: () => void;
};

/**
 * The profile modal opened by Edit: loads the person through getParentOrStudent, runs the admin
 * actions and says how they went ('User has new term!', 'Deleted!' …). After deleting or removing
 * the person the modal closes; after the other actions the person is reloaded (docs/product/people.md).
 */
export function ProfileDialog({ role, person, size, onClose }: ProfileDialogProps) {
  const write = useMutation();
  const toast = useToast();
  const failed = useFailureToast();
  const profile = useProfile(person);
  const tabs = profileTabsFor(role);
  const history = useActionsHistory(person, tabs.includes('history'));

  const act = async (action: ProfileAction, target: ProfileActionTarget) => {
    try {
      await write(runProfileActionMutation(action, target));
    } catch (failure) {
      failed(failure);
      return;
    }
    toast.show({ variant: 'success', title: 'Success', message: profileActionMessages[action].done });
    if (actionClosesProfile(action)) onClose();
  };

  return (
    <ProfileModal
      tabs={tabs}
      everyPupilTab={seesEveryProfileTab(role)}
      actions={profileActionsFor(role)}
      open={person !== null}
      onOpenChange={(open) => !open && onClose()}
      size={size}
      person={
        profile.data &&
        ('user' in profile.data
          ? { kind: 'user', user: profile.data.user }
          : { kind: 'student', student: profile.data.student })
      }
      loading={profile.isLoading}
      {...loadErrorProps(profile.error, 'The profile could not be loaded.')}
      onRetry={() => void profile.refresh()}
      onAction={act}
      history={{
        actions: history.data ?? [],
        loading: history.isLoading,
        ...loadErrorProps(history.error, 'The history could not be loaded.'),
        onRetry: () => void history.refresh(),
      }}
    />
  );
}
