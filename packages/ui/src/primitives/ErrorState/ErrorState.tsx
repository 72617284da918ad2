import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { EmptyState, type EmptyStateProps } from '../EmptyState/EmptyState';

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
} & Omit<EmptyStateProps, 'title' | 'description' | 'action'>;

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
  ...rest
}: ErrorStateProps) {
  return (
    <EmptyState
      role="alert"
      title={title}
      description={message}
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
