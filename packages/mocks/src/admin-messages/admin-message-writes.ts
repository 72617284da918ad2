import type { AdminMessageBody, SchoolSelectionId } from '@stride/domain';
import { isUnread, readMessageFlag, schoolScopeOf, unreadMessageFlag } from '@stride/domain';
import type { DbAccount, DemoDb } from '../data/db-shape';
import { demoToday } from '../data/demo-calendar';

/** A message a super admin sent to one school or council; `inbox_ids` are the copies it delivered. */
export type DbSentAdminMessage = {
  id: number;
  school_id: number | null;
  council_id: number | null;
  created_at: string;
  subject: string;
  content: string;
  /** Read flag of a message sent before the session (no inbox copies to ask). */
  is_read: 0 | 1;
  inbox_ids: number[];
};

export type AdminMessageTables = { sentAdminMessages: DbSentAdminMessage[] };

/** Three messages sent before the session; the last carries a hostile payload on purpose. */
export function createAdminMessageTables(): AdminMessageTables {
  const sent = (
    id: number,
    target: Pick<DbSentAdminMessage, 'school_id' | 'council_id'>,
    created_at: string,
    is_read: 0 | 1,
    subject: string,
    content: string,
  ): DbSentAdminMessage => ({ id, ...target, created_at, is_read, subject, content, inbox_ids: [] });
  return {
    sentAdminMessages: [
      sent(
        3,
        { school_id: 108, council_id: null },
        '2026-06-10 09:30:00',
        0,
        'Travel survey reminder',
        '<p>Please remind parents to fill in the <strong>travel survey</strong> before Friday.</p><img src="x" alt="" onerror="window.__strideSentPwned = true">',
      ),
      sent(
        2,
        { school_id: null, council_id: 3 },
        '2026-06-01 14:00:00',
        1,
        'Council travel-plan meeting',
        '<p>The termly meeting moves to <em>Thursday</em>.</p>',
      ),
      sent(
        1,
        { school_id: 101, council_id: null },
        '2026-05-20 08:15:00',
        1,
        'Welcome to Stride',
        '<p>Your school is set up. Share your <strong>sign-up links</strong> with parents.</p>',
      ),
    ],
  };
}

/** The schools and councils a picked list reaches: ALL is every school; a group is its schools. */
function adminMessageTargets(
  db: DemoDb,
  picked: readonly SchoolSelectionId[],
): { schools: number[]; councils: number[] } {
  const schools = new Set<number>();
  const councils = new Set<number>();
  for (const id of picked) {
    if (id === 'ALL') db.schools.forEach((school) => schools.add(school.id));
    else if (typeof id === 'number') schools.add(id);
    else if (id.startsWith('council_')) councils.add(Number(id.slice('council_'.length)));
    else
      db.groups
        .find((group) => group.id === Number(id.slice('group_'.length)))
        ?.school_ids.forEach((school) => schools.add(school));
  }
  return {
    schools: [...schools].filter((id) => db.schools.some((school) => school.id === id)),
    councils: [...councils].filter((id) => db.councils.some((council) => council.id === id)),
  };
}

/** The admin accounts whose inbox a school's (or council's) message reaches. */
function recipientsOf(db: DemoDb, target: { school: number } | { council: number }): DbAccount[] {
  return db.accounts.filter((account) => {
    const scope = account.role && schoolScopeOf(account.role);
    if ('council' in target) return scope === 'council' && account.organization_id === target.council;
    if (scope === 'school') return account.organization_id === target.school;
    return (
      scope === 'trust' &&
      db.trusts.some(
        (trust) => trust.id === account.organization_id && trust.school_ids.includes(target.school),
      )
    );
  });
}

/**
 * Saves a message: one sent row per school or council, and a copy in the inbox of each of their
 * admins, dated the demo's "now" (noon of its today, which the inbox shows as just now).
 */
export function sendAdminMessage(db: DemoDb, body: AdminMessageBody): DbSentAdminMessage[] {
  const { schools, councils } = adminMessageTargets(db, body.school_id);
  const created_at = `${demoToday} 12:00:00`;
  const targets = [...schools.map((school) => ({ school })), ...councils.map((council) => ({ council }))];
  return targets.map((target) => {
    const inbox_ids = recipientsOf(db, target).map((account) => {
      const id = Math.max(0, ...db.adminMessages.map((message) => message.id)) + 1;
      db.adminMessages.push({
        id,
        recipient_id: account.id,
        subject: body.subject,
        content: body.content,
        is_read: unreadMessageFlag,
        created_at,
      });
      return id;
    });
    const row: DbSentAdminMessage = {
      id: Math.max(0, ...db.sentAdminMessages.map((message) => message.id)) + 1,
      school_id: 'school' in target ? target.school : null,
      council_id: 'council' in target ? target.council : null,
      created_at,
      subject: body.subject,
      content: body.content,
      is_read: unreadMessageFlag,
      inbox_ids,
    };
    db.sentAdminMessages.unshift(row);
    return row;
  });
}

/** Read once every delivered copy is read; a message without copies keeps its stored flag. */
export function sentMessageIsRead(db: DemoDb, row: DbSentAdminMessage): 0 | 1 {
  if (row.inbox_ids.length === 0) return row.is_read;
  return row.inbox_ids.every((id) => {
    const message = db.adminMessages.find((copy) => copy.id === id);
    return message !== undefined && !isUnread(message);
  })
    ? readMessageFlag
    : unreadMessageFlag;
}
