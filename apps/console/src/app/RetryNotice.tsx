import { Alert, Button } from '@stride/ui';
import styled from 'styled-components';
import { loadError } from './load-error';

const Notice = styled(Alert)`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

type RetryNoticeProps = {
  /** What could not be loaded, as a sentence. */
  title: string;
  /** The failure; an api error says what went wrong. */
  error: unknown;
  onRetry: () => void;
};

/**
 * A call the members layout makes for every page failed (ADR 0101): a notice above the
 * page, which stays usable, with Retry.
 */
export function RetryNotice({ title, error, onRetry }: RetryNoticeProps) {
  const failure = loadError(error, '');
  return (
    <Notice
      variant="warning"
      title={title}
      detail={failure.detail}
      action={
        <Button size="small" variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {failure.message}
    </Notice>
  );
}
