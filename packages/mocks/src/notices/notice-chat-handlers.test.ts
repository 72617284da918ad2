import { getChat, isApiError, sendChatMessage } from '@stride/api';
import { describe, expect, it } from 'vitest';
import { demoOrganisationIds, demoUserIds } from '../data/demo-accounts';
import { noticeBoardOf } from './notice-boards';
import { rejectionOf, signedInClient, startDemoServerForTests } from '../testing/demo-api';

startDemoServerForTests();

const board = () => noticeBoardOf(demoOrganisationIds.termsSchool);

describe('chat with a card author (ADR 0074)', () => {
  it("sends a message to a parent's card author and lists the conversation", async () => {
    const client = await signedInClient('school@demo.test');
    const parentCard = board().find((notice) => notice.user_type === 6)!;
    expect(await getChat(client, parentCard.user_id)).toEqual([]);
    const sent = await sendChatMessage(client, {
      user_id: parentCard.user_id,
      notice_id: parentCard.id,
      message: '  Thanks for walking!  ',
    });
    expect(sent).toMatchObject({ sender_user_id: demoUserIds.school, message: 'Thanks for walking!' });
    expect(await getChat(client, parentCard.user_id)).toEqual([sent]);
    // Another admin's conversation with the same parent is their own.
    expect(await getChat(await signedInClient('super@demo.test'), parentCard.user_id)).toEqual([]);
  });

  it('refuses an empty or too long message, and authors the card offers no Message for', async () => {
    const client = await signedInClient('school@demo.test');
    const parentCard = board().find((notice) => notice.user_type === 6)!;
    const schoolCard = board().find((notice) => notice.user_type === 1)!;
    const message = async (card: typeof parentCard, text: string) => {
      const error = await rejectionOf(
        sendChatMessage(client, { user_id: card.user_id, notice_id: card.id, message: text }),
      );
      return isApiError(error) && error.message;
    };
    expect(await message(parentCard, '   ')).toBe('The message is empty');
    expect(await message(parentCard, 'x'.repeat(1001))).toBe('A message is at most 1000 characters');
    expect(await message(schoolCard, 'Hello')).toBe('This author cannot be messaged');
  });

  // Rules: notices.card.message-types
  it('refuses (403) a message to an author whose card offers no Message: a school card, or one’s own', async () => {
    const client = await signedInClient('school@demo.test');
    const schoolCard = board().find(
      (notice) => notice.user_type === 1 && notice.user_id !== demoUserIds.school,
    )!;
    const own = board().find((notice) => notice.user_id === demoUserIds.school)!;
    for (const card of [schoolCard, own]) {
      const refusal = await rejectionOf(
        sendChatMessage(client, { user_id: card.user_id, notice_id: card.id, message: 'Hello' }),
      );
      expect(refusal).toMatchObject({ kind: 'http', status: 403, message: 'This author cannot be messaged' });
    }
    expect(await getChat(client, schoolCard.user_id)).toEqual([]);
  });
});
