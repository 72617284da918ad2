import { expect, userEvent, within } from 'storybook/test';

/** What the play reads of a story's context: its canvas and its `onRetry` spy. */
type RetryContext = { canvasElement: HTMLElement; args: { onRetry?: unknown } };

/**
 * A play for a "Retry calls onRetry" test: plays the failed state story `failed` (its own checks, if it
 * has a play), presses the Retry button in the canvas and expects `onRetry` to have been called.
 */
export function pressRetryAfter<Context extends RetryContext>(failed: {
  play?: (context: Context) => unknown;
}) {
  return async (context: Context) => {
    await failed.play?.(context);
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(context.args.onRetry).toHaveBeenCalled();
  };
}
