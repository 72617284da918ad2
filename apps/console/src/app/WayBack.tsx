import { homePathOf, type Role } from '@stride/domain';
import { Button, ButtonLink } from '@stride/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { hasPreviousPage } from './previous-page';
import { routerLink } from './router-link';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The way out of a page that shows nothing (Page not found, Not available) beyond the menu: Back to the
 * page the admin came from, where there is one in this tab, and the role's own Home.
 */
export function WayBack({ role }: { role: Role }) {
  const navigate = useNavigate();
  const { key } = useLocation();
  return (
    <Row>
      {hasPreviousPage(key, window.history.state) ? (
        <Button variant="secondary" onClick={() => void navigate(-1)}>
          Back to the previous page
        </Button>
      ) : null}
      <ButtonLink href={homePathOf(role)} renderLink={routerLink}>
        Go to Home
      </ButtonLink>
    </Row>
  );
}
