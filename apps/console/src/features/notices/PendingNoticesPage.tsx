import { pendingNoticesQuery, verifyNotice } from '@stride/api';
import { noticeMessages } from '@stride/domain';
import { PendingNoticesTable, useToast } from '@stride/ui';
import { useQuery } from '../../app/useQuery';
import { loadErrorMessage } from '../../app/load-error-message';
import { useApiClient } from '../../app/useApiClient';

/** /members/actions/verify_notices (spec 3 §4): verify, verify without notification or remove, then refresh. */
export function PendingNoticesPage() {
  const client = useApiClient();
  const toast = useToast();
  const notices = useQuery(pendingNoticesQuery());
  return (
    <PendingNoticesTable
      notices={notices.data ?? []}
      loading={notices.isLoading}
      error={
        notices.error
          ? loadErrorMessage(notices.error, 'The pending notices could not be loaded.')
          : undefined
      }
      onRetry={() => void notices.mutate()}
      onVerify={async (notice, status) => {
        try {
          await verifyNotice(client, notice.id, status);
          toast.show({ title: 'Success', message: noticeMessages.verified, variant: 'success' });
        } catch (error) {
          toast.show({
            title: 'Error',
            message: loadErrorMessage(error, noticeMessages.loadFailed),
            variant: 'error',
          });
        }
        await notices.mutate();
      }}
    />
  );
}
