import { describe, expect, it } from 'vitest';
import { isApiError } from '../client/api-error';
import { recordCalls, startTestServer } from '../testing/test-server';
import { storeJob } from './automation-jobs';

const { server, client } = startTestServer();

describe('storeJob', () => {
  // Rules: automations.calls.jobs
  it('POSTs the automation, start date and schools to automations/storeJob and answers the PENDING job', async () => {
    const job = { id: 49, name: 'Welcome', status: 'PENDING', automation_id: 4, from_date: '2026-12-01' };
    const seen = recordCalls(server, 'post', 'api/admin/automations/storeJob', { job });
    const body = { automation_id: 4, from_date: '2026-12-01', organization_ids: [3, 5] };
    expect(await storeJob(client, body)).toEqual({ job });
    expect(seen).toEqual([{ path: '/api/admin/automations/storeJob', body }]);
  });

  it('rejects a job of an unknown status', async () => {
    recordCalls(server, 'post', 'api/admin/automations/storeJob', { job: { name: 'x', status: 'QUEUED' } });
    const failure = await storeJob(client, {
      automation_id: 4,
      from_date: '2026-12-01',
      organization_ids: [],
    }).then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(isApiError(failure) && failure.kind).toBe('invalid-response');
  });
});
