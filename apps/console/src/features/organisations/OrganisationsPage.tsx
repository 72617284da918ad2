import type { Organisation } from '@stride/domain';
import { organisationActions } from '@stride/domain';
import {
  ButtonLink,
  OrganisationDetail,
  OrganisationTable,
  ToggleGroup,
  type OrganisationListType,
} from '@stride/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
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
  if (!session) return null;
  const { manage, detailEditLabel } = organisationActions(session.role);

  return (
    <Stack>
      <ListToolbar>
        <ToggleGroup
          label="Organisation type"
          items={typeItems}
          value={type}
          onValueChange={(value) => navigate(`/members/organizations/${value}`)}
        />
        {manage && (
          <ButtonLink href="/members/organization" renderLink={routerLink}>
            New Organization
          </ButtonLink>
        )}
      </ListToolbar>
      <OrganisationTable
        type={type}
        organisations={organisations.data?.organizations ?? []}
        loading={organisations.isLoading}
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
