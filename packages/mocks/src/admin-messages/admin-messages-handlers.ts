import { saveAdminMessagePath, sentAdminMessagesPath } from '@stride/api';
import { adminMessageBodySchema, adminMessageProblems } from '@stride/domain';
import { http, HttpResponse } from 'msw';
import { errorAnswer, forbiddenAnswer } from '../answers/error-answers';
import { sendAdminMessage, sentMessageIsRead } from './admin-message-writes';
import { demoDb } from '../data/demo-db';
import { asCaller, opens } from '../session/caller';
import { anyHost } from '../handlers/any-host';
import { readJsonBody } from '../handlers/read-json-body';
import { logSentMessageRuns } from './admin-message-runs';

/** Actions: send_admin_messages (docs/endpoints.md, ADR 0090): save to schools and councils, list what was sent. */
export const adminMessageHandlers = [
  http.post(
    anyHost(saveAdminMessagePath),
    asCaller(async ({ request, caller }) => {
      if (!opens(caller.role, 'actions')) return forbiddenAnswer('send admin messages');
      const body = adminMessageBodySchema.safeParse(await readJsonBody(request));
      if (!body.success) return errorAnswer(422, 'invalid', 'Please select at least one school');
      const problem = Object.values(
        adminMessageProblems({
          schools: body.data.school_id,
          subject: body.data.subject,
          content: body.data.content,
        }),
      )[0];
      if (problem) return errorAnswer(422, 'invalid', problem);
      const sent = sendAdminMessage(demoDb, body.data);
      logSentMessageRuns(sent);
      return HttpResponse.json({ success: true, ids: sent.map((row) => row.id) });
    }),
  ),

  http.get(
    anyHost(sentAdminMessagesPath),
    asCaller(({ caller }) => {
      if (!opens(caller.role, 'actions')) return forbiddenAnswer('read sent admin messages');
      return HttpResponse.json({
        messages: demoDb.sentAdminMessages.map((row) => {
          const { id, school_id, council_id, created_at, subject, content } = row;
          return {
            id,
            school_id,
            council_id,
            created_at,
            is_read: sentMessageIsRead(demoDb, row),
            subject,
            content,
          };
        }),
      });
    }),
  ),
];
