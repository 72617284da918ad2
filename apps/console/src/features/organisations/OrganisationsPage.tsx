import type { Organisation } from '@stride/domain';
import { listViewFromSearchParams, organisationActions, withListView } from '@stride/domain';
import {
  ButtonLink,
  OrganisationDetail,
  OrganisationTable,
  ToggleGroup,
  type OrganisationListType,
} from '@stride/ui';
import { atom, useAtomValue, useStore } from 'jotai';
import { useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { loadErrorProps } from '../../app/load-error';
import { ListToolbar } from '../../app/page-sections.styles';
import { routerLink } from '../../app/router-link';
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

/** /members/schools and /members/organizations/:type (docs/product/organisations.md): the filter, the table and the detail modal. */
export function OrganisationsPage() {
  const session = useAtomValue(sessionAtom);
  const { type: typeParam } = useParams();
  const type: OrganisationListType = typeParam === 'council' ? 'council' : 'school';
  const organisations = useOrganisationsByType(type);
  const navigate = useNavigate();
  const [open, setOpen] = useState<Organisation | null>(null);
  const store = useStore();
  // Each tab's column filters and sort live in its own URL (filter.name=…): a reload and Back bring the
  // right tab's back, and the other tab opens with its own (docs/product/organisations.md).
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => listViewFromSearchParams(searchParams), [searchParams]);
  const filters = useMemo(
    () => view.filters,
    // The same filters keep their identity while the query string is rewritten.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [JSON.stringify(view.filters)],
  );
  const switchTab = (next: string) => {
    const views = store.get(tabViewsAtom);
    store.set(tabViewsAtom, { ...views, [type]: searchParams.toString() });
    const kept = next === 'school' || next === 'council' ? views[next] : '';
    navigate({ pathname: `/members/organizations/${next}`, search: kept });
  };
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
        onOpen={setOpen}
        onEditTravelDirectory={
          manage
            ? (organisation) => navigate(`/members/travel_features/${type}/${organisation.id}`)
            : undefined
        }
      />
      <OrganisationDetail
        organisation={open}
        onClose={() => setOpen(null)}
        edit={
          detailEditLabel
            ? { label: detailEditLabel, onEdit: (organisation) => navigate(editPath(organisation)) }
            : undefined
        }
      />
    </Stack>
  );
}
