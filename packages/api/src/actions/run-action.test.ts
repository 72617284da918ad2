import type { JsonBodyType } from 'msw';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { isApiError } from '../client/api-error';
import { runAction } from './run-action';
import { startTestServer, testHost } from '../testing/test-server';

const { server, client } = startTestServer();
const host = testHost;

/** Answers `body` on `path` and records every call's path and body. */
function answer(method: 'get' | 'post', path: string, body: JsonBodyType) {
  const seen: { path: string; body?: unknown }[] = [];
  server.use(
    http[method](host + path, async ({ request }) => {
      seen.push({
        path: new URL(request.url).pathname,
        body: method === 'post' ? await request.json() : undefined,
      });
      return HttpResponse.json(body);
    }),
  );
  return seen;
}

describe('runAction', () => {
  // Rules: actions.calls.school-actions, actions.messages.moved-up
  it("POSTs the form as the action's body and answers its notice", async () => {
    const seen = answer('post', 'api/admin/actions/moveChildrenUpAYear', { success: true });
    const outcome = await runAction(client, 'move_children_up_a_year', {
      school_id: '12',
      removeSimulation: true,
    });
    expect(seen).toEqual([
      { path: '/api/admin/actions/moveChildrenUpAYear', body: { school_id: 12, removeSimulation: true } },
    ]);
    expect(outcome).toEqual({ notice: 'Moved children up a year' });
  });

  // Rules: actions.calls.school-actions
  it('calls removeUsersSchools once per picked school', async () => {
    const seen = answer('post', 'api/admin/actions/removeUsersSchools/:id', { removed: 3 });
    await runAction(client, 'remove_user_schools', { school_ids: [4, 9] });
    expect(seen.map((call) => call.path)).toEqual([
      '/api/admin/actions/removeUsersSchools/4',
      '/api/admin/actions/removeUsersSchools/9',
    ]);
  });

  // Rules: actions.calls.change-school-and-year, actions.messages.change-school-and-year
  it('tells how many pupils changed school and year', async () => {
    answer('post', 'api/admin/actions/changeSchoolAndYear', { students: 14 });
    const values = {
      school_id: '1',
      current_year: '3',
      new_school_id: '2',
      new_year: '3',
      ignoreRecent: false,
      removeSimulation: true,
    };
    expect((await runAction(client, 'change_school_and_year', values)).notice).toBe(
      'Change School and year finished (14 students)',
    );
  });

  // Rules: actions.calls.integrations
  it('answers the pending schools of the integrations', async () => {
    answer('get', 'api/admin/actions/integrationPendingSchools', {
      schools: [{ id: 3, name: 'Oak Primary', provider_school_id: 'W-3' }],
    });
    expect((await runAction(client, 'integration_pending_schools', {})).pendingSchools).toEqual([
      { id: 3, name: 'Oak Primary', provider_school_id: 'W-3' },
    ]);
  });

  // Rules: actions.calls.change-school-and-year
  it('rejects an answer without the students count', async () => {
    answer('post', 'api/admin/actions/changeSchoolAndYear', { moved: 'many' });
    const failure: unknown = await runAction(client, 'change_school_and_year', {}).catch(
      (reason: unknown) => reason,
    );
    expect(isApiError(failure) && failure.kind).toBe('invalid-response');
  });
});
