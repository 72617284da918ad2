import {
  getActionsHistory,
  getAdminMessages,
  getSentAdminMessages,
  isApiError,
  saveAdminMessage,
} from '@stride/api';
import { describe, expect, it } from 'vitest';
import { rejectionOf, signedInClient, startDemoServerForTests } from '../testing/demo-api';

startDemoServerForTests();

describe('admin messages', () => {
  // Rules: actions.run.history
  it('keeps a history of send_admin_messages runs: one per message sent, the new ones first', async () => {
    const superClient = await signedInClient('super@demo.test');
    const runs = () =>
      getActionsHistory(superClient, {
        school_id: null,
        category: null,
        user_id: null,
        student_id: null,
        action: 'send_admin_messages',
      });
    const before = await runs();
    expect(before.map((run) => run.created_at)).toEqual([
      '2026-06-10 09:30:00',
      '2026-06-01 14:00:00',
      '2026-05-20 08:15:00',
    ]);
    await saveAdminMessage(superClient, {
      school_id: [101],
      subject: 'Road closure',
      content: '<p>Shut</p>',
    });
    const after = await runs();
    expect(after).toHaveLength(4);
    expect(after[0]).toMatchObject({ action: 'send_admin_messages', school_id: 101 });
    expect(after[0]!.created_at > before[0]!.created_at).toBe(true);
  });

  it('delivers a message to the school admin and the council admin, and lists one sent row each', async () => {
    const superClient = await signedInClient('super@demo.test');
    const before = (await getSentAdminMessages(superClient)).length;
    await saveAdminMessage(superClient, {
      school_id: [101, 'council_3'],
      subject: 'Road closure',
      content: '<p>Park Road is closed on Monday.</p>',
    });
    const sent = await getSentAdminMessages(superClient);
    expect(sent).toHaveLength(before + 2);
    expect(sent.slice(0, 2).map((row) => [row.school_id, row.council_id, row.subject, row.is_read])).toEqual(
      expect.arrayContaining([
        [101, null, 'Road closure', 0],
        [null, 3, 'Road closure', 0],
      ]),
    );
    const schoolInbox = await getAdminMessages(await signedInClient('school@demo.test'));
    expect(schoolInbox.messages[0]).toMatchObject({ subject: 'Road closure', is_read: 0 });
    const councilInbox = await getAdminMessages(await signedInClient('council@demo.test'));
    expect(councilInbox.messages[0]?.subject).toBe('Road closure');
  });

  // Rules: admin-messages.access.super-admin-only
  it('refuses a message without content or schools, and anyone but the super admin', async () => {
    const superClient = await signedInClient('super@demo.test');
    const empty = await rejectionOf(
      saveAdminMessage(superClient, { school_id: [101], subject: 'x', content: '<p></p>' }),
    );
    expect(isApiError(empty) && empty.message).toBe('Content is missing');
    const none = await rejectionOf(
      saveAdminMessage(superClient, { school_id: [], subject: 'x', content: '<p>y</p>' }),
    );
    expect(isApiError(none) && none.message).toBe('Please select at least one school');
    const school = await rejectionOf(getSentAdminMessages(await signedInClient('school@demo.test')));
    expect(isApiError(school) && school.status).toBe(403);
  });
});
