import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button';
import { EmptyState, type EmptyStateProps } from '../EmptyState/EmptyState';
import { TechnicalDetails } from './TechnicalDetails';

/** How a component that loads something shows that it failed: an ErrorState with the why and Retry. */
export type LoadFailureProps = {
  /**
   * Why it could not be loaded (or saved), in words for the admin; shown with Retry.
   * @default undefined
   */
  error?: string;
  /**
   * The failure in technical words, behind a closed 'Technical details' disclosure under `error`.
   * @default undefined
   */
  errorDetail?: string;
  /**
   * Called by Retry; without it the failure shows no button.
   * @default undefined
   */
  onRetry?: () => void;
};

export type ErrorStateProps = {
  /**
   * The headline.
   * @default 'Something went wrong'
   */
  title?: ReactNode;
  /**
   * What failed, e.g. 'Error occured' or 'The server sent an answer the console could not read.'
   * @default undefined
   */
  message?: ReactNode;
  /**
   * Called by the Retry button; without it there is no button.
   * @default undefined
   */
  onRetry?: () => void;
  /**
   * The retry is running: Retry shows it is working and ignores clicks.
   * @default false
   */
  retrying?: boolean;
  /**
   * Label of the retry button.
   * @default 'Retry'
   */
  retryLabel?: string;
  /**
   * What failed in technical words (an error's name and message, a status), for whoever the reader
   * asks for help: behind a closed 'Technical details' disclosure, never in the message itself.
   * @default undefined
   */
  detail?: string;
} & Omit<EmptyStateProps, 'title' | 'description' | 'action'>;

const CentredDetails = styled(TechnicalDetails)`
  display: flex;
  flex-direction: column;
  & > button {
    align-self: center;
  }
`;

/**
 * Takes the place of content that failed to load (a server error, an answer that failed its
 * schema). It is an alert, so screen readers announce the failure when it appears.
 */
export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
  retrying = false,
  retryLabel = 'Retry',
  detail,
  ...rest
}: ErrorStateProps) {
  return (
    <EmptyState
      role="alert"
      title={title}
      description={
        detail ? (
          <>
            {message && <p>{message}</p>}
            <CentredDetails detail={detail} />
          </>
        ) : (
          message
        )
      }
      action={
        onRetry && (
          <Button variant="secondary" loading={retrying} onClick={onRetry}>
            {retryLabel}
          </Button>
        )
      }
      {...rest}
    />
  );
}
