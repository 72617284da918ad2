import { changeFeedbackStatus, feedbackListQuery, type FeedbackListAnswer } from '@stride/api';
import type { Feedback, FeedbackStatus } from '@stride/domain';
import { screens } from '@stride/domain';
import { ButtonLink, FeedbackTable, useToast } from '@stride/ui';
import { useCallback } from 'react';
import { useQuery } from '../../app/useQuery';
import { loadErrorProps } from '../../app/load-error';
import { useApiClient } from '../../app/useApiClient';
import { useFailureToast } from '../../app/useFailureToast';
import { LinksAboveList } from '../../app/page-sections.styles';
import { routerLink } from '../../app/router-link';

/**
 * /members/feedback (docs/product/feedback.md, ADR 0029): the feedback list; the status dropdown saves at
 * once ('Saved'); a failed save puts the old status back and says why.
 */
export function FeedbackPage() {
  const client = useApiClient();
  const toast = useToast();
  const failed = useFailureToast();
  const list = useQuery(feedbackListQuery());
  const { mutate } = list;

  const changeStatus = useCallback(
    (feedback: Feedback, status: FeedbackStatus) => {
      const withStatus = (answer: FeedbackListAnswer | undefined): FeedbackListAnswer => ({
        data: (answer?.data ?? []).map((row) => (row.id === feedback.id ? { ...row, status } : row)),
      });
      mutate(
        async (answer) => {
          await changeFeedbackStatus(client, feedback.id, status);
          return withStatus(answer);
        },
        { optimisticData: withStatus, rollbackOnError: true, revalidate: false },
      ).then(
        () => toast.show({ variant: 'success', title: 'Success', message: 'Saved' }),
        (failure: unknown) => failed(failure),
      );
    },
    [client, mutate, toast, failed],
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
        onRetry={() => void mutate()}
        onStatusChange={changeStatus}
      />
    </LinksAboveList>
  );
}
