import { breadcrumbOf, listsSchoolOfEachRow, schoolSelectorVisible } from '@stride/domain';
import { Breadcrumb, Select } from '@stride/ui';
import { useAtomValue } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { routerLink } from '../../app/router-link';
import { sessionAtom } from '../../session/session-atoms';
import { ConsoleFilterBar } from '../../app/filter/ConsoleFilterBar';
import { useUrlFilter } from '../../app/filter/useUrlFilter';
import { ProfileDialog } from '../../app/people/ProfileDialog';
import { ParentsList, PupilsList, StaffList } from '../../app/people/PeopleLists';
import { useListUrl } from './useListUrl';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

// The list switcher keeps its natural width instead of stretching across the page.
const ListSwitch = styled.div`
  justify-self: start;
`;

/** The lists of /members/users/:list and the dropdown's words for them (docs/product/people.md). */
const lists = [
  { value: 'staff', label: 'STAFF' },
  { value: 'pupils', label: 'PUPILS' },
  { value: 'parents', label: 'PARENTS' },
] as const;
type List = (typeof lists)[number]['value'];

/**
 * /members/users/{pupils,parents,staff}: breadcrumb back to Sign-ups, a dropdown between the lists,
 * the shared filter's school selector (it picks the schools; a change starts the list at its first
 * row; user type, term, address and dates do not change a list, so they are not shown), the list, and the profile modal opened by Edit.
 * The column filters, the sort and the open profile live in the URL (useListUrl): a reload, Back and a
 * shared link bring them back; Back with a profile open closes it and stays on the list.
 */
export function UsersPage() {
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  const navigate = useNavigate();
  const [filter] = useUrlFilter();
  const url = useListUrl();
  const list: List = lists.find((entry) => location.pathname.endsWith(`/${entry.value}`))?.value ?? 'pupils';
  if (!session) return null;
  const listProps = {
    schoolIds: filter.schoolIds,
    onOpen: url.openProfile,
    showSchool: listsSchoolOfEachRow(session.role),
    filters: url.filters,
    onFiltersChange: url.onFiltersChange,
    sort: url.sort,
    onSortChange: url.onSortChange,
    onViewChange: url.onViewChange,
  };

  return (
    <Stack>
      <Breadcrumb
        items={[
          // The screens above Users, keeping the filter.
          ...breadcrumbOf('users').map(({ label, path }) => ({ label, href: `${path}${location.search}` })),
          { label: lists.find((entry) => entry.value === list)!.label },
        ]}
        renderLink={routerLink}
      />
      <ListSwitch>
        <Select
          label="Users"
          options={lists.map(({ value, label }) => ({ value, label }))}
          value={list}
          onValueChange={(value) => navigate(url.otherList(value))}
        />
      </ListSwitch>
      {/* The lists follow the schools alone, so only the school selector shows (a school admin has none). */}
      {schoolSelectorVisible(session.role) && (
        <ConsoleFilterBar session={session} filter={filter} onFilterChange={url.changeFilter} schoolsOnly />
      )}
      {list === 'staff' && <StaffList {...listProps} />}
      {list === 'parents' && <ParentsList {...listProps} />}
      {list === 'pupils' && <PupilsList {...listProps} />}
      <ProfileDialog
        role={session.role}
        person={url.person}
        size={list === 'pupils' ? 'pupil' : 'person'}
        tab={url.profileTab}
        onClose={url.closeProfile}
      />
    </Stack>
  );
}
