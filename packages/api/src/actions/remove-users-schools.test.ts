import { describe, expect, it } from 'vitest';
import { isApiError } from '../client/api-error';
import { recordCalls, startTestServer } from '../testing/test-server';
import { removeUsersSchools } from './remove-users-schools';

const { server, client } = startTestServer();

describe('removeUsersSchools', () => {
  it('POSTs to actions/removeUsersSchools/{school_id} without a body and answers how many users lost the school', async () => {
    const seen = recordCalls(server, 'post', 'api/admin/actions/removeUsersSchools/7', { removed: 18 });
    expect(await removeUsersSchools(client, 7)).toEqual({ removed: 18 });
    expect(seen).toEqual([{ path: '/api/admin/actions/removeUsersSchools/7', body: undefined }]);
  });

  it('passes a 404 for an unknown school on', async () => {
    recordCalls(server, 'post', 'api/admin/actions/removeUsersSchools/7', { error: 'not_found' }, 404);
    const failure = await removeUsersSchools(client, 7).then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(isApiError(failure) && failure.status).toBe(404);
  });
});
