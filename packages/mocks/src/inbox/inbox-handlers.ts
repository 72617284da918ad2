import { isUnread, readMessageFlag } from '@stride/domain';
import type { AdminMessagesAnswer, UnreadCountAnswer } from '@stride/api';
import { adminMessagesPath, markReadPath, unreadCountPath } from '@stride/api';
import { http, HttpResponse } from 'msw';
import { notFoundAnswer } from '../answers/error-answers';
import type { DbAccount } from '../data/db-shape';
import { demoDb } from '../data/demo-db';
import { demoDbWritten } from '../data/demo-db-persistence';
import { inboxReferenceTime } from './generate-inbox';
import { asCaller } from '../session/caller';
import { anyHost } from '../handlers/any-host';
import { withDemoFilesOf } from '../handlers/demo-files';

const inboxOf = (caller: DbAccount) =>
  demoDb.adminMessages
    .filter((message) => message.recipient_id === caller.id)
    .sort((a, b) => b.created_at.localeCompare(a.created_at));

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A stored time moved so the demo's "today" is now, in the caller's local time (the console reads
 * server times as local, ADR 0039): the newest message always reads 'about 2 hours ago', in demo
 * mode and in visual baselines alike.
 */
function asIfToday(createdAt: string): string {
  const date = new Date(Date.parse(`${createdAt.replace(' ', 'T')}Z`) + Date.now() - inboxReferenceTime);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

const unreadOf = (caller: DbAccount) => inboxOf(caller).filter(isUnread).length;

/** The admin's inbox (docs/endpoints.md): list with the unread count, the count alone, mark one read. */
export const inboxHandlers = [
  http.get(
    anyHost(adminMessagesPath),
    asCaller(({ request, caller }) =>
      HttpResponse.json<AdminMessagesAnswer>({
        messages: inboxOf(caller).map(({ id, subject, content, is_read, created_at }) => ({
          id,
          subject,
          content: withDemoFilesOf(request, content),
          is_read,
          created_at: asIfToday(created_at),
        })),
        unread: unreadOf(caller),
      }),
    ),
  ),

  http.get(
    anyHost(unreadCountPath),
    asCaller(({ caller }) => HttpResponse.json<UnreadCountAnswer>({ unread: unreadOf(caller) })),
  ),

  http.get(
    anyHost(markReadPath(':id')),
    asCaller<{ id: string }>(({ caller, params }) => {
      const message = inboxOf(caller).find((row) => row.id === Number(params.id));
      if (!message) return notFoundAnswer('Message');
      message.is_read = readMessageFlag;
      demoDbWritten();
      return HttpResponse.json({ success: true });
    }),
  ),
];
