import { describe, expect, it } from 'vitest';
import { emptyQueueJobForm, queueJobBodyOf, queueJobFormSchema } from './queue-job';

describe('the queue-job form', () => {
  it('needs an automation and a day', () => {
    const issues = queueJobFormSchema
      .safeParse(emptyQueueJobForm)
      .error?.issues.map((issue) => issue.message);
    expect(issues).toEqual(['Choose an automation', 'Choose the day it runs from']);
    expect(queueJobFormSchema.safeParse({ automation_id: '4', from_date: '1/12/2026' }).success).toBe(false);
  });

  it('sends the automation as a number, the day, and no schools (every school)', () => {
    expect(queueJobBodyOf({ automation_id: '4', from_date: '2026-12-01' })).toEqual({
      automation_id: 4,
      from_date: '2026-12-01',
      organization_ids: [],
    });
  });
});
