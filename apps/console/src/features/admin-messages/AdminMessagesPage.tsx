import { sentAdminMessagesQuery } from '@stride/api';
import { ActionsHistorySection, SentAdminMessagesTable, Skeleton } from '@stride/ui';
import { lazy, Suspense } from 'react';
import { useQuery } from '../../app/useQuery';
import { loadErrorProps } from '../../app/load-error';
import { PageSections } from '../../app/page-sections.styles';
import { useActionHistory } from '../../app/useActionHistory';

// tiptap comes with the form only, so the table shows while the editor loads (ADR 0090).
const AdminMessageComposer = lazy(async () => ({
  default: (await import('./AdminMessageComposer')).AdminMessageComposer,
}));

/** /members/actions/send_admin_messages (docs/product/admin-messages.md): the send form, the sent messages, then the History of past runs. */
export function AdminMessagesPage() {
  const sent = useQuery(sentAdminMessagesQuery());
  const history = useActionHistory('send_admin_messages');
  return (
    <PageSections>
      <section aria-labelledby="admin-message-new">
        <h2 id="admin-message-new">New message</h2>
        <Suspense fallback={<Skeleton lines={6} label="Loading the message editor" />}>
          <AdminMessageComposer />
        </Suspense>
      </section>
      <section aria-labelledby="admin-message-sent">
        <h2 id="admin-message-sent">Sent messages</h2>
        <SentAdminMessagesTable
          messages={sent.data ?? []}
          loading={sent.isLoading}
          {...loadErrorProps(sent.error, 'The sent messages could not be loaded.')}
          onRetry={() => void sent.refresh()}
        />
      </section>
      <ActionsHistorySection
        actions={history.data ?? []}
        loading={history.isLoading}
        {...loadErrorProps(history.error, 'The history could not be loaded.')}
        onRetry={() => void history.refresh()}
      />
    </PageSections>
  );
}
