import { ErrorState } from '@stride/ui';
import { isRouteErrorResponse, Link, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { technicalDetail } from './load-error';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: ${({ theme }) => theme.space.lg};
  & > a {
    color: ${({ theme }) => theme.color.text.accent};
    text-underline-offset: ${({ theme }) => theme.space.xxs};
  }
`;

/** An error's technical words, for the disclosure under the human message. */
const routeErrorDetail = (error: unknown) =>
  isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : technicalDetail(error);

/**
 * What a page that stopped working shows in place of itself (a render error, a screen's code that
 * failed to load): a human message, Retry (the same page again) and a way back to Home. The members
 * layout and its menu stay around it.
 */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <Page>
      <ErrorState
        message="This page stopped working. Try again, or go back to Home: nothing you saved is lost."
        detail={routeErrorDetail(error)}
        onRetry={() => navigate(`${pathname}${search}`, { replace: true })}
      />
      <Link to="/members/home">Back to Home</Link>
    </Page>
  );
}
