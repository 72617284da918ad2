import { changeFeedbackStatus, getFeedbackList, isApiError } from '@stride/api';
import { describe, expect, it } from 'vitest';
import { rejectionOf, signedInClient, startDemoServerForTests } from '../testing/demo-api';

startDemoServerForTests();

describe('feedback', () => {
  // Rules: feedback.calls.list
  it('lists feedback in every status, with the school by name', async () => {
    const { data } = await getFeedbackList(await signedInClient('super@demo.test'));
    expect(new Set(data.map((row) => row.status))).toEqual(new Set(['OPEN', 'IN_PROGRESS', 'COMPLETED']));
    expect(data[0]).toMatchObject({
      category: expect.any(String),
      message: expect.any(String),
      email: expect.stringContaining('@'),
      school: expect.any(String),
    });
  });

  // Rules: feedback.calls.change-status, feedback.status.saved
  it('stores a new status and refuses an unknown one', async () => {
    const client = await signedInClient('super@demo.test');
    const [first] = (await getFeedbackList(client)).data;
    await changeFeedbackStatus(client, first!.id, 'COMPLETED');
    expect((await getFeedbackList(client)).data.find((row) => row.id === first!.id)?.status).toBe(
      'COMPLETED',
    );
    const unknown = await rejectionOf(changeFeedbackStatus(client, first!.id, 'CLOSED' as 'OPEN'));
    expect(isApiError(unknown) && unknown.status).toBe(422);
  });

  // Rules: feedback.access.super-admin-only
  it('is for the super admin only', async () => {
    const refused = await rejectionOf(getFeedbackList(await signedInClient('school@demo.test')));
    expect(isApiError(refused) && refused.status).toBe(403);
  });
});
