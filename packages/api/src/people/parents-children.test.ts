import { describe, expect, it } from 'vitest';
import { isApiError } from '../client/api-error';
import { recordCalls, startTestServer } from '../testing/test-server';
import { resetJourney, searchParentsChildren } from './parents-children';

const { server, client } = startTestServer();
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (reason: unknown) => reason,
  );

describe('searchParentsChildren', () => {
  it('POSTs { search } to actions/searchParentsChildren and answers parents and children', async () => {
    const answer = {
      parents: [{ id: 4, first_name: 'Ada', last_name: 'Khan', email: 'ada@example.org' }],
      children: [{ id: 9, first_name: 'Sami', last_name: 'Khan', current_year: 3, organization_id: 2 }],
    };
    const seen = recordCalls(server, 'post', 'api/admin/actions/searchParentsChildren', answer);
    expect(await searchParentsChildren(client, 'khan')).toEqual(answer);
    expect(seen).toEqual([{ path: '/api/admin/actions/searchParentsChildren', body: { search: 'khan' } }]);
  });

  it('rejects an answer without the children', async () => {
    recordCalls(server, 'post', 'api/admin/actions/searchParentsChildren', { parents: [] });
    const failure = await failureOf(searchParentsChildren(client, 'khan'));
    expect(isApiError(failure) && failure.kind).toBe('invalid-response');
  });
});

describe('resetJourney', () => {
  it('POSTs { journey_id } to actions/resetJourney and answers the journey', async () => {
    const seen = recordCalls(server, 'post', 'api/admin/actions/resetJourney', {
      journey: { id: 31, status: 'active' },
    });
    expect(await resetJourney(client, 31)).toEqual({ journey: { id: 31, status: 'active' } });
    expect(seen).toEqual([{ path: '/api/admin/actions/resetJourney', body: { journey_id: 31 } }]);
  });

  it('passes a 404 for an unknown journey on', async () => {
    recordCalls(server, 'post', 'api/admin/actions/resetJourney', { error: 'not_found' }, 404);
    const failure = await failureOf(resetJourney(client, 31));
    expect(isApiError(failure) && failure.status).toBe(404);
  });
});
