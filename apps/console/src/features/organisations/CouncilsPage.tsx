import { ButtonLink, CouncilList } from '@stride/ui';
import { useNavigate } from 'react-router-dom';
import { loadErrorProps } from '../../app/load-error';
import { LinksAboveList } from '../../app/page-sections.styles';
import { routerLink } from '../../app/router-link';
import { useCouncils } from './useOrganisationData';

/** /members/councils (docs/product/organisations.md): New Council, and the councils with their schools. */
export function CouncilsPage() {
  const navigate = useNavigate();
  const councils = useCouncils();
  return (
    <LinksAboveList>
      <ButtonLink href="/members/council" renderLink={routerLink}>
        New Council
      </ButtonLink>
      <CouncilList
        councils={councils.data?.councils ?? []}
        loading={councils.isLoading}
        {...loadErrorProps(councils.error, 'The councils could not be loaded.')}
        onRetry={() => void councils.refresh()}
        onEdit={(council) => navigate(`/members/council/${council.id}`)}
        onEditTravelDirectory={(council) => navigate(`/members/travel_features/council/${council.id}`)}
      />
    </LinksAboveList>
  );
}
