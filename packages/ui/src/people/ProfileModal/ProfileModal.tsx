import type {
  ActionLog,
  ProfileAction,
  ProfileActionTarget,
  ProfileStudent,
  ProfileTab,
  ProfileUser,
} from '@stride/domain';
import { actionLogNamesFor, profileTabLabels } from '@stride/domain';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { ErrorState } from '../../primitives/ErrorState/ErrorState';
import { Modal } from '../../primitives/Modal/Modal';
import type { ModalSize } from '../../primitives/Modal/Modal';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { Tabs } from '../../primitives/Tabs/Tabs';
import { ActionsHistoryTable } from '../../actions/ActionsHistoryTable/ActionsHistoryTable';
import { studentTabItems } from './student-tabs';
import { userTabContent } from './user-tabs';

/** Who the modal shows: a parent or staff member (by user_id) or a pupil (by student_id). */
export type ProfilePerson =
  { kind: 'user'; user: ProfileUser } | { kind: 'student'; student: ProfileStudent };

export type ProfileModalProps = {
  /**
   * A user's tabs, in order: `profileTabsFor` of the admin's role (ADR 0046).
   * @default ['user']
   */
  tabs?: readonly ProfileTab[];
  /**
   * A pupil's profile adds its journeys, devices and history: `seesEveryProfileTab` of the admin's role.
   * @default false
   */
  everyPupilTab?: boolean;
  /**
   * The actions the admin may run: `profileActionsFor` of their role (ADR 0046).
   * @default []
   */
  actions?: readonly ProfileAction[];
  /** The person, once loaded. */
  person?: ProfilePerson;
  /** Whether the modal is open. */
  open: boolean;
  /** Called when the admin closes the modal. */
  onOpenChange: (open: boolean) => void;
  /** Runs a confirmed admin action; the console shows the result and closes or reloads. */
  onAction: (action: ProfileAction, target: ProfileActionTarget) => Promise<unknown>;
  /**
   * The person is loading.
   * @default false
   */
  loading?: boolean;
  /**
   * Why the person could not be loaded; shown with Retry.
   * @default undefined
   */
  error?: string;
  /**
   * The failure in technical words, behind a closed 'Technical details' disclosure under `error`.
   * @default undefined
   */
  errorDetail?: string;
  /**
   * Called by Retry.
   * @default undefined
   */
  onRetry?: () => void;
  /**
   * The person's actions history (History tab, super admin).
   * @default { actions: [] }
   */
  history?: {
    actions: readonly ActionLog[];
    loading?: boolean;
    error?: string;
    errorDetail?: string;
    onRetry?: () => void;
  };
  /**
   * 'person' (1100 by 700) from the parents and staff lists, 'pupil' (700 by 500) from the pupils
   * list, 'user-detail' (900 by 500) elsewhere (docs/product/people.md).
   * @default 'user-detail'
   */
  size?: ModalSize;
  /**
   * The names of the schools the admin sees, by id: the History tab names an entry's school with them.
   * @default no names (the history shows 'School 101')
   */
  schoolNames?: ReadonlyMap<number, string>;
  /**
   * The open tab, when the caller keeps it (the console keeps it in the address, `?tab=history`); a tab
   * this person has not falls back to the first.
   * @default kept inside the modal, the User tab first
   */
  tab?: string;
  /**
   * Told when the admin picks another tab.
   * @default undefined
   */
  onTabChange?: (tab: string) => void;
};

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  [role='group'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

/** The defaults: the User tab alone, no actions. */
const userTabOnly: readonly ProfileTab[] = ['user'];
const noActions: readonly ProfileAction[] = [];
const noSchoolNames: ReadonlyMap<number, string> = new Map();

const nameOf = (person: ProfilePerson) => {
  const row = person.kind === 'user' ? person.user : person.student;
  return `${row.first_name} ${row.last_name}`.trim();
};

/**
 * The profile modal (docs/product/people.md): tabs User, Roles, Address, Schools,
 * Children, Journeys, Groups, Devices, Verifications, History (most for the super admin only),
 * 'user' first; each admin action asks first. A pupil gets its own, shorter set of tabs.
 */
export function ProfileModal({
  tabs = userTabOnly,
  everyPupilTab = false,
  actions = noActions,
  person,
  open,
  onOpenChange,
  onAction,
  loading = false,
  error,
  errorDetail,
  onRetry,
  history = { actions: [] },
  size = 'user-detail',
  schoolNames = noSchoolNames,
  tab: shownTab,
  onTabChange,
}: ProfileModalProps) {
  const [ownTab, setOwnTab] = useState('user');
  const tab = shownTab ?? ownTab;
  const setTab = (next: string) => {
    setOwnTab(next);
    onTabChange?.(next);
  };
  const actFor = (action: ProfileAction) =>
    actions.includes(action) ? (target: ProfileActionTarget) => onAction(action, target) : undefined;
  const names = useMemo(() => person && actionLogNamesFor(person, schoolNames), [person, schoolNames]);
  const historyTable = (
    <ActionsHistoryTable
      actions={history.actions}
      names={names}
      loading={history.loading}
      error={history.error}
      errorDetail={history.errorDetail}
      onRetry={history.onRetry}
    />
  );

  const items = !person
    ? []
    : person.kind === 'student'
      ? studentTabItems(person.student, everyPupilTab, actFor, historyTable)
      : (() => {
          const content = userTabContent(person.user, actFor, historyTable);
          return tabs.map((value) => ({
            value,
            label: profileTabLabels[value],
            content: content[value],
          }));
        })();
  const current = items.some((item) => item.value === tab) ? tab : 'user';

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) setOwnTab('user');
        onOpenChange(next);
      }}
      size={size}
      title={person ? nameOf(person) : 'Profile'}
    >
      {error ? (
        <ErrorState message={error} detail={errorDetail} onRetry={onRetry} />
      ) : loading || !person ? (
        <Skeleton lines={4} label="Loading the profile" />
      ) : (
        <Tabs
          label="Profile"
          items={items.map((item) => ({ ...item, content: <Body>{item.content}</Body> }))}
          value={current}
          onValueChange={setTab}
        />
      )}
    </Modal>
  );
}
