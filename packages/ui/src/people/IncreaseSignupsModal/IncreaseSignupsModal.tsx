import type { SignupTip } from '@stride/domain';
import type { ReactNode } from 'react';
import { Accordion } from '../../primitives/Accordion/Accordion';
import { ErrorState } from '../../primitives/ErrorState/ErrorState';
import { Modal } from '../../primitives/Modal/Modal';
import { SafeHtml } from '../../primitives/SafeHtml/SafeHtml';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import type { LoadFailureProps } from '../../primitives/ErrorState/ErrorState';

export type IncreaseSignupsModalProps = {
  /** The questions and answers of GET api/increaseSignups (answers are server HTML, sanitised here). */
  tips: readonly SignupTip[];
  /** The button (or other element) that opens the modal. */
  trigger: ReactNode;
  /**
   * Called when the modal opens or closes (the console loads the tips on first open).
   * @default undefined
   */
  onOpenChange?: (open: boolean) => void;
  /**
   * Whether the modal starts open (uncontrolled); `onOpenChange` is not called for this first open.
   * @default false
   */
  defaultOpen?: boolean;
  /**
   * The tips are loading.
   * @default false
   */
  loading?: boolean;
} & LoadFailureProps;

/** 'How to Increase Your Sign-Ups?' (docs/product/people.md): the questions as an accordion, one answer open at a time. */
export function IncreaseSignupsModal({
  tips,
  trigger,
  onOpenChange,
  defaultOpen = false,
  loading = false,
  error,
  errorDetail,
  onRetry,
}: IncreaseSignupsModalProps) {
  return (
    <Modal
      title="How to Increase Your Sign-Ups?"
      size="user-detail"
      trigger={trigger}
      onOpenChange={onOpenChange}
      defaultOpen={defaultOpen}
    >
      {error ? (
        <ErrorState message={error} detail={errorDetail} onRetry={onRetry} />
      ) : loading ? (
        <Skeleton lines={4} label="Loading the answers" />
      ) : tips.length === 0 ? (
        <p>No answers yet.</p>
      ) : (
        <Accordion
          type="single"
          items={tips.map((tip, index) => ({
            value: String(index),
            title: tip.question,
            content: <SafeHtml html={tip.answer} />,
          }))}
        />
      )}
    </Modal>
  );
}
