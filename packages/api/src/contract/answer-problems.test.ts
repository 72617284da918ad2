import { describe, expect, it } from 'vitest';
import { answerProblems } from './index';

const notice = {
  id: 12,
  user_id: 4,
  type: 'NOTICE',
  message: '<p>Walk to school week</p>',
  user_type: 1,
  created_at: '2026-11-02 08:00:00',
  created_timestamp: '1793606400',
};

describe('answerProblems', () => {
  it('finds the operation of a concrete path and passes an answer that keeps the contract', () => {
    expect(
      answerProblems({
        method: 'GET',
        path: '/api/admin/notification/viewNotice/12',
        status: 200,
        contentType: 'application/json',
        body: { notice, comments: [] },
      }),
    ).toEqual([]);
  });

  it('says what is wrong with a body, where, and for which call', () => {
    const problems = answerProblems({
      method: 'GET',
      path: 'api/admin/notification/viewNotice/12?x=1',
      status: 200,
      body: { notice: { ...notice, id: 'twelve' } },
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        "GET /api/admin/notification/viewNotice/{id} answered 200: answer lacks 'comments'",
        'GET /api/admin/notification/viewNotice/{id} answered 200: answer.notice.id must be number',
      ]),
    );
  });

  it('says a path or a method the contract does not have', () => {
    expect(answerProblems({ method: 'GET', path: '/api/admin/nowhere', status: 200, body: {} })).toEqual([
      'GET /api/admin/nowhere is not in the contract',
    ]);
    expect(
      answerProblems({ method: 'PUT', path: '/api/admin/notification/viewNotice/12', status: 200, body: {} }),
    ).toEqual([
      'PUT /api/admin/notification/viewNotice/12 is not in the contract (/api/admin/notification/viewNotice/{id} has GET)',
    ]);
  });

  it('prefers a literal segment to a parameter', () => {
    const templates = { templates: [{ id: 1, title: 'Walk' }] };
    // templates/notices answers notice templates (each needs more than an id and a title).
    expect(
      answerProblems({
        method: 'GET',
        path: '/api/admin/automations/templates/email',
        status: 200,
        body: templates,
      }),
    ).toEqual([]);
    expect(
      answerProblems({
        method: 'GET',
        path: '/api/admin/automations/templates/notices',
        status: 200,
        body: templates,
      }),
    ).not.toEqual([]);
  });

  it('checks an error answer against the error body the client reads', () => {
    const call = { method: 'POST', path: '/api/admin/councils' };
    expect(
      answerProblems({ ...call, status: 422, body: { message: 'Please input a name', errors: {} } }),
    ).toEqual([]);
    expect(answerProblems({ ...call, status: 500, body: { message: 'Server Error' } })).toEqual([]);
    expect(answerProblems({ ...call, status: 403, body: { message: 403 } })).toEqual([
      'POST /api/admin/councils answered 403: answer.message must be string',
    ]);
  });

  it('holds an answer to its kind of body', () => {
    const alerts = { method: 'GET', path: '/api/admin/alerts', status: 200 };
    expect(answerProblems({ ...alerts, body: undefined })).toEqual([
      'GET /api/admin/alerts answered 200 with no body; the contract says JSON',
    ]);
    expect(answerProblems({ ...alerts, contentType: 'text/html', body: '<p>Hi</p>' })).toEqual([
      'GET /api/admin/alerts answered 200 as text/html; the contract says application/json',
    ]);
    // Logout's answer is not read: no body (204) keeps the contract.
    expect(
      answerProblems({ method: 'POST', path: '/api/admin/logout', status: 204, body: undefined }),
    ).toEqual([]);
  });
});
