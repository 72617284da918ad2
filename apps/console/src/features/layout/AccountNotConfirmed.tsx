import { ErrorState } from '@stride/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { loadError } from '../../app/load-error';

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  & > a {
    color: ${({ theme }) => theme.color.text.accent};
    text-underline-offset: ${({ theme }) => theme.space.xxs};
  }
`;

type AccountNotConfirmedProps = {
  /** What the layout says, as a sentence. */
  title: string;
  /** The failure of the server's answer about the admin (a 5xx, the network, a timeout, an unreadable answer). */
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
};

/**
 * The server could not confirm who the signed-in admin is (docs/product/session.md,
 * `session.user-info.failure-retry`): no menu and no page, since both depend on the role, and never
 * the role stored in the browser; a human message, Retry, and Log out.
 */
export function AccountNotConfirmed({ title, error, onRetry, retrying }: AccountNotConfirmedProps) {
  const failure = loadError(error, 'Something went wrong.');
  return (
    <Page>
      <ErrorState
        title={title}
        message={failure.message}
        detail={failure.detail}
        onRetry={onRetry}
        retrying={retrying}
      />
      <Link to="/logout">Log out</Link>
    </Page>
  );
}
