import { Button, CouncilList } from '@stride/ui';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { loadErrorMessage } from '../../app/load-error-message';
import { useCouncils } from './useOrganisationData';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  justify-items: start;
  > :last-child {
    justify-self: stretch;
  }
`;

/** /members/councils (spec 3 §2): New Council, and the councils with their schools. */
export function CouncilsPage() {
  const navigate = useNavigate();
  const councils = useCouncils();
  return (
    <Stack>
      <Button onClick={() => navigate('/members/council')}>New Council</Button>
      <CouncilList
        councils={councils.data?.councils ?? []}
        loading={councils.isLoading}
        error={
          councils.error ? loadErrorMessage(councils.error, 'The councils could not be loaded.') : undefined
        }
        onRetry={() => void councils.mutate()}
        onEdit={(council) => navigate(`/members/council/${council.id}`)}
        onEditTravelDirectory={(council) => navigate(`/members/travel_features/council/${council.id}`)}
      />
    </Stack>
  );
}
