import { describe, expect, it } from 'vitest';
import { DetailedError } from '../ErrorState/detailed-error';
import { bulkProgress, bulkSummary, failureReason } from './bulk-summary';

const verify = { done: 'Verified', items: ['notice', 'notices'] as const };

describe('a bulk act', () => {
  // Rules: layout.lists.bulk-acts
  it('shows which row of how many is running', () => {
    expect(bulkProgress('Verifying', 3, 10)).toBe('Verifying 3 of 10…');
  });

  // Rules: layout.lists.bulk-acts
  it('sums up in one sentence, naming each failed row and why, the technical words apart', () => {
    expect(bulkSummary(verify, 10, [])).toEqual({ message: 'Verified 10 notices.', failed: false });
    expect(bulkSummary(verify, 1, [])).toEqual({ message: 'Verified 1 notice.', failed: false });
    expect(
      bulkSummary(verify, 10, [
        { name: 'Notice 4', message: 'The server did not accept the request.', detail: 'POST … 422' },
      ]),
    ).toEqual({
      message: 'Verified 9 notices. 1 failed: Notice 4 — The server did not accept the request.',
      detail: 'Notice 4: POST … 422',
      failed: true,
    });
  });

  it('names the first three failures and counts the rest', () => {
    const failures = ['A', 'B', 'C', 'D', 'E'].map((name) => ({ name, message: 'Refused' }));
    expect(bulkSummary({ done: 'Deleted' }, 5, failures).message).toBe(
      'Deleted 0 rows. 5 failed: A — Refused; B — Refused; C — Refused; and 2 more.',
    );
  });

  it('reads an error as its message, anything else as a plain sentence', () => {
    expect(failureReason(new TypeError('Failed to fetch'))).toEqual({
      message: 'Failed to fetch',
      detail: 'TypeError: Failed to fetch',
    });
    expect(failureReason(new DetailedError('Refused.', 'POST x answered with status 422'))).toEqual({
      message: 'Refused.',
      detail: 'POST x answered with status 422',
    });
    expect(failureReason(42)).toEqual({ message: 'It could not be done.', detail: '42' });
  });
});
