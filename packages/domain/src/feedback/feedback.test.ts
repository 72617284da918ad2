import { describe, expect, it } from 'vitest';
import { feedbackSchema, feedbackStatuses } from './feedback';

describe('feedback', () => {
  it('offers the three statuses of docs/product/feedback.md, in order', () => {
    expect(feedbackStatuses.map((status) => status.value)).toEqual(['OPEN', 'IN_PROGRESS', 'COMPLETED']);
  });

  it('refuses a status outside the three', () => {
    const row = { id: 1, created_at: '2026-11-01 09:00:00', status: 'OPEN' };
    expect(feedbackSchema.safeParse(row).success).toBe(true);
    expect(feedbackSchema.safeParse({ ...row, status: 'CLOSED' }).success).toBe(false);
  });
});
