import { changeFeedbackStatusMutation, feedbackListQuery } from '@stride/api';
import type { Feedback, FeedbackStatus } from '@stride/domain';
import { screens } from '@stride/domain';
import { ButtonLink, FeedbackTable, useToast } from '@stride/ui';
import { useCallback } from 'react';
import { useQuery } from '../../app/useQuery';
import { loadErrorProps } from '../../app/load-error';
import { useMutation } from '../../app/useMutation';
import { useFailureToast } from '../../app/useFailureToast';
import { LinksAboveList } from '../../app/page-sections.styles';
import { routerLink } from '../../app/router-link';

/**
 * /members/feedback (docs/product/feedback.md, ADR 0029): the feedback list; the status dropdown saves at
 * once ('Saved'); a failed save puts the old status back and says why.
 */
export function FeedbackPage() {
  const write = useMutation();
  const toast = useToast();
  const failed = useFailureToast();
  const list = useQuery(feedbackListQuery());

  const changeStatus = useCallback(
    (feedback: Feedback, status: FeedbackStatus) => {
      write(changeFeedbackStatusMutation(feedback.id, status)).then(
        () => toast.show({ variant: 'success', title: 'Success', message: 'Saved' }),
        (failure: unknown) => failed(failure),
      );
    },
    [write, toast, failed],
  );

  return (
    <LinksAboveList>
      {/* The product pairs the feedback with the surveys screen (docs/product/feedback.md). */}
      <ButtonLink variant="secondary" href={screens.surveys.path} renderLink={routerLink}>
        {screens.surveys.title}
      </ButtonLink>
      <FeedbackTable
        feedback={list.data?.data ?? []}
        loading={list.isLoading}
        {...loadErrorProps(list.error, 'The feedback could not be loaded.')}
        onRetry={() => void list.refresh()}
        onStatusChange={changeStatus}
      />
    </LinksAboveList>
  );
}
