import { pendingNoticesQuery, verifyNoticeMutation } from '@stride/api';
import { noticeMessages } from '@stride/domain';
import { ActionsHistorySection, Button, PendingNoticesTable, useToast } from '@stride/ui';
import { useNavigate } from 'react-router-dom';
import { inHumanWords } from '../../app/in-human-words';
import { loadError, loadErrorProps } from '../../app/load-error';
import { PageStack } from '../../app/page-layout';
import { useActionHistory } from '../../app/useActionHistory';
import { useQuery } from '../../app/useQuery';
import { useMutation } from '../../app/useMutation';

/**
 * /members/actions/verify_notices (docs/product/notices.md): verify, verify without notification or remove,
 * each after 'Are you sure you want to proceed?', then the table and the History reload; the same for
 * the selected notices at once (one summary). Cancel goes back to the actions.
 */
export function PendingNoticesPage() {
  const write = useMutation();
  const toast = useToast();
  const navigate = useNavigate();
  const notices = useQuery(pendingNoticesQuery());
  const history = useActionHistory('verify_notices');
  return (
    <PageStack>
      <PendingNoticesTable
        notices={notices.data ?? []}
        loading={notices.isLoading}
        {...loadErrorProps(notices.error, 'The pending notices could not be loaded.')}
        onRetry={() => void notices.refresh()}
        onVerifyEach={inHumanWords(noticeMessages.loadFailed, (notice, status) =>
          write(verifyNoticeMutation(notice.id, status)),
        )}
        onVerify={async (notice, status) => {
          try {
            await write(verifyNoticeMutation(notice.id, status));
            toast.show({ title: 'Success', message: noticeMessages.verified, variant: 'success' });
          } catch (error) {
            toast.show({
              title: 'Error',
              ...loadError(error, noticeMessages.loadFailed),
              variant: 'error',
            });
            // A refused verification may still have been made elsewhere: the lists show where things stand.
            await Promise.all([notices.refresh(), history.refresh()]);
          }
        }}
      />
      <div>
        <Button variant="secondary" onClick={() => navigate('/members/actions')}>
          Cancel
        </Button>
      </div>
      <ActionsHistorySection
        actions={history.data ?? []}
        loading={history.isLoading}
        {...loadErrorProps(history.error, 'The history could not be loaded.')}
        onRetry={() => void history.refresh()}
      />
    </PageStack>
  );
}
