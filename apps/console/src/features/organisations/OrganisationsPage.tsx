import type { Organisation } from '@stride/domain';
import {
  listViewFromSearchParams,
  organisationActions,
  recordKeys,
  withListView,
  withoutRecords,
} from '@stride/domain';
import {
  ButtonLink,
  OrganisationDetail,
  OrganisationTable,
  ToggleGroup,
  type OrganisationListType,
} from '@stride/ui';
import { atom, useAtomValue, useStore } from 'jotai';
import { useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useSearchParamsWriter } from '../../app/useSearchParamsWriter';
import styled from 'styled-components';
import { loadErrorProps } from '../../app/load-error';
import { ListToolbar } from '../../app/page-sections.styles';
import { routerLink } from '../../app/router-link';
import { RecordNotFound } from '../../app/RecordNotFound';
import { useRecordInUrl } from '../../app/useRecordInUrl';
import { sessionAtom } from '../../session/session-atoms';
import { useOrganisationsByType } from './useOrganisationData';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const typeItems = [
  { value: 'school', label: 'Schools' },
  { value: 'council', label: 'Councils' },
];

/**
 * The query string each tab was last left with (its column filters and sort), so switching back to a tab
 * brings its own filters back; the other tab's never apply to it.
 */
const tabViewsAtom = atom<Record<OrganisationListType, string>>({ school: '', council: '' });

/** The edit route of an organisation: councils have their own form. */
const editPath = (organisation: Organisation) =>
  organisation.organization_type === 'COUNCIL'
    ? `/members/council/${organisation.id}`
    : `/members/organization/${organisation.id}`;

/**
 * /members/schools and /members/organizations/:type (docs/product/organisations.md): the filter, the table and the
 * detail modal, which has its own address (`?organisation=<id>`).
 */
export function OrganisationsPage() {
  const session = useAtomValue(sessionAtom);
  const { type: typeParam } = useParams();
  const type: OrganisationListType = typeParam === 'council' ? 'council' : 'school';
  const organisations = useOrganisationsByType(type);
  const navigate = useNavigate();
  const record = useRecordInUrl(recordKeys.organisation);
  const store = useStore();
  // Each tab's column filters and sort live in its own URL (filter.name=…): a reload and Back bring the
  // right tab's back, and the other tab opens with its own (docs/product/organisations.md).
  const [searchParams] = useSearchParams();
  const setSearchParams = useSearchParamsWriter();
  const view = useMemo(() => listViewFromSearchParams(searchParams), [searchParams]);
  const filters = useMemo(
    () => view.filters,
    // The same filters keep their identity while the query string is rewritten.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [JSON.stringify(view.filters)],
  );
  const switchTab = (next: string) => {
    const views = store.get(tabViewsAtom);
    store.set(tabViewsAtom, { ...views, [type]: withoutRecords(searchParams).toString() });
    const kept = next === 'school' || next === 'council' ? views[next] : '';
    navigate({ pathname: `/members/organizations/${next}`, search: kept });
  };
  const loaded = organisations.data?.organizations;
  const open = (record.id !== null && loaded?.find((row) => String(row.id) === record.id)) || null;
  if (!session) return null;
  const { manage, detailEditLabel } = organisationActions(session.role);

  return (
    <Stack>
      <ListToolbar>
        <ToggleGroup label="Organisation type" items={typeItems} value={type} onValueChange={switchTab} />
        {manage && (
          <ButtonLink href="/members/organization" renderLink={routerLink}>
            New Organization
          </ButtonLink>
        )}
      </ListToolbar>
      <OrganisationTable
        key={type}
        type={type}
        organisations={organisations.data?.organizations ?? []}
        loading={organisations.isLoading}
        filters={filters}
        onFiltersChange={(next) =>
          setSearchParams((current) => withListView(current, { filters: next }), { replace: true })
        }
        sort={view.sort}
        onSortChange={(next) =>
          setSearchParams((current) => withListView(current, { sort: next }), { replace: true })
        }
        onViewChange={(next) => setSearchParams((current) => withListView(current, next), { replace: true })}
        {...loadErrorProps(organisations.error, 'The organisations could not be loaded.')}
        onRetry={() => void organisations.refresh()}
        onOpen={(organisation) => record.open(String(organisation.id))}
        onEditTravelDirectory={
          manage
            ? (organisation) => navigate(`/members/travel_features/${type}/${organisation.id}`)
            : undefined
        }
      />
      <OrganisationDetail
        organisation={open}
        onClose={record.close}
        edit={
          detailEditLabel
            ? { label: detailEditLabel, onEdit: (organisation) => navigate(editPath(organisation)) }
            : undefined
        }
      />
      <RecordNotFound
        open={record.id !== null && loaded !== undefined && open === null}
        what="organisation"
        id={record.id}
        onClose={record.close}
      />
    </Stack>
  );
}
