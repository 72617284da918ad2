import { chatPath, sendChatMessagePath } from '@stride/api';
import { chatMessageError, offersMessage } from '@stride/domain';
import { http, HttpResponse } from 'msw';
import { errorAnswer, notFoundAnswer } from '../answers/error-answers';
import { demoDb } from '../data/demo-db';
import type { DbChatMessage } from './notice-shape';
import { asCaller } from '../session/caller';
import { anyHost } from '../handlers/any-host';
import { minutesBeforeNow } from './notice-answers';
import { visibleNotice } from './notices-handlers';
import { readJsonBody, textField } from '../handlers/read-json-body';

const answerOf = ({ id, sender_user_id, message, created_timestamp }: DbChatMessage) => ({
  id,
  sender_user_id,
  message,
  created_timestamp,
});

/**
 * The chat modal's calls (ADR 0074): an admin's conversation with one user, and a message to the
 * author of a card the admin sees that offers Message (user types 6, 7 and 2, not their own).
 */
export const noticeChatHandlers = [
  http.get(
    anyHost(chatPath(':userId')),
    asCaller<{ userId: string }>(({ params, caller }) => {
      const messages = demoDb.chats.filter(
        (row) => row.admin_id === caller.id && row.user_id === Number(params.userId),
      );
      return HttpResponse.json({ messages: messages.map(answerOf) });
    }),
  ),

  http.post(
    anyHost(sendChatMessagePath),
    asCaller(async ({ request, caller }) => {
      const body = await readJsonBody(request);
      const notice = visibleNotice(caller, Number(body.notice_id));
      if (!notice || notice.user_id !== Number(body.user_id)) return notFoundAnswer('Notice author');
      // The Message button is for parents, PTA parents and the school office, never on one's own card.
      if (!offersMessage(notice, caller.id))
        return errorAnswer(403, 'forbidden', 'This author cannot be messaged');
      const text = textField(body, 'message');
      if (!text) return errorAnswer(422, 'invalid', 'The message is empty');
      const tooLong = chatMessageError(text);
      if (tooLong) return errorAnswer(422, 'invalid', tooLong);
      const message: DbChatMessage = {
        id: demoDb.chats.length + 1,
        admin_id: caller.id,
        user_id: notice.user_id,
        sender_user_id: caller.id,
        notice_id: notice.id,
        message: text,
        created_timestamp: minutesBeforeNow(0),
      };
      demoDb.chats.push(message);
      return HttpResponse.json({ message: answerOf(message) });
    }),
  ),
];
