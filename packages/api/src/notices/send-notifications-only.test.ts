import { describe, expect, it } from 'vitest';
import { isApiError } from '../client/api-error';
import { recordCalls, startTestServer } from '../testing/test-server';
import { sendNotificationsOnly } from './send-notifications-only';

const { server, client } = startTestServer();

describe('sendNotificationsOnly', () => {
  // Rules: notices.endpoint.send-only
  it('POSTs to notification/sendNotificationsOnly/{notice_id} without a body and answers how many were sent', async () => {
    const seen = recordCalls(server, 'post', 'api/admin/notification/sendNotificationsOnly/3001', {
      sent: 42,
    });
    expect(await sendNotificationsOnly(client, 3001)).toEqual({ sent: 42 });
    expect(seen).toEqual([{ path: '/api/admin/notification/sendNotificationsOnly/3001', body: undefined }]);
  });

  it('rejects an answer without the count', async () => {
    recordCalls(server, 'post', 'api/admin/notification/sendNotificationsOnly/3001', { success: true });
    const failure = await sendNotificationsOnly(client, 3001).then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(isApiError(failure) && failure.kind).toBe('invalid-response');
  });
});
