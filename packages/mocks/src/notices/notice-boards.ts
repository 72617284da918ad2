import { seesOneSchool } from '@stride/domain';
import { demoDb } from '../data/demo-db';
import type { DbNotice } from './notice-shape';
import { generateNoticeBoard } from './generate-notices';

/** A school's board, generated on first read and then kept (writes persist for the session). */
export function noticeBoardOf(schoolId: number): DbNotice[] {
  const stored = demoDb.noticeBoards.get(schoolId);
  if (stored) return stored;
  const school = demoDb.schools.find((row) => row.id === schoolId);
  if (!school) return [];
  const admin = demoDb.accounts.find(
    (account) => account.role !== null && seesOneSchool(account.role) && account.organization_id === schoolId,
  );
  const groups = demoDb.groups.filter((group) => group.school_ids.includes(schoolId));
  const board = generateNoticeBoard(demoDb.seed, school, groups, admin?.id ?? null);
  demoDb.noticeBoards.set(schoolId, board);
  return board;
}

/** The notice with this id, wherever it is (ids start with the school id, so only its board is read). */
export function findNotice(id: number): DbNotice | undefined {
  const schoolId = Math.floor(id / 1000);
  return (
    noticeBoardOf(schoolId).find((notice) => notice.id === id) ??
    [...demoDb.noticeBoards.values()].flat().find((notice) => notice.id === id)
  );
}

export function nextNoticeId(schoolId: number): number {
  return Math.max(schoolId * 1000, ...noticeBoardOf(schoolId).map((notice) => notice.id)) + 1;
}

/** The comment with this id (ids are the notice id times 100 plus its place). */
export function findComment(id: number) {
  const notice = findNotice(Math.floor(id / 100));
  const comment = notice?.comments.find((row) => row.id === id);
  return notice && comment ? { notice, comment } : null;
}
