import { formatDateTime, demoToday } from '../data/demo-calendar';
import { actionTablesOf } from './action-tables';
import { demoDb } from '../data/demo-db';
import { findNotice } from '../notices/notice-boards';
import { profileTablesOf } from '../people/profile-tables';
import { logAction } from '../people/profile-writes';

/**
 * What the actions area does to the demo dataset (docs/product/actions.md). Each write logs the
 * action under its key, so the action page's history shows the run; a write that finds nothing to
 * act on answers null and logs nothing.
 */

const sentAt = `${demoToday} 09:00:00`;
const findSchool = (id: number) => demoDb.schools.find((school) => school.id === id) ?? null;
const peopleOfSchool = (schoolId: number) =>
  demoDb.parents.filter((parent) => parent.school_ids.includes(schoolId)).length +
  demoDb.staff.filter((member) => member.school_id === schoolId).length;
const logSchoolAction = (action: string, schoolId: number | null) =>
  logAction({ category: 'school', action, user_id: null, student_id: null, school_id: schoolId });

/** new_term: the school's set-up journeys are archived; answers how many. */
export function startNewTerm(schoolId: number): number | null {
  if (!findSchool(schoolId)) return null;
  const journeys = profileTablesOf().userJourneys;
  const archived = journeys.filter((journey) => journey.organization_id === schoolId);
  actionTablesOf().archivedJourneys.push(...archived.map((journey) => ({ ...journey, archived_at: sentAt })));
  journeys.splice(0, journeys.length, ...journeys.filter((journey) => journey.organization_id !== schoolId));
  logSchoolAction('new_term', schoolId);
  return archived.length;
}

/** send_notifications (sendNotificationsOnly): the notice's notifications go to its school's parents and staff; answers how many. */
export function sendNoticeNotifications(noticeId: number): number | null {
  const notice = findNotice(noticeId);
  if (!notice) return null;
  const recipients = peopleOfSchool(notice.school_id);
  actionTablesOf().sentNotifications.push({ notice_id: noticeId, recipients, sent_at: sentAt });
  logSchoolAction('send_notifications', notice.school_id);
  return recipients;
}

/** send_service_emails and send_login_emails: one batch per school; false when a school is unknown (nothing is sent). */
export function sendSchoolEmails(schoolIds: readonly number[], kind: 'service' | 'login'): boolean {
  if (schoolIds.length === 0 || !schoolIds.every((id) => findSchool(id))) return false;
  for (const schoolId of schoolIds) {
    actionTablesOf().sentEmails.push({
      school_id: schoolId,
      kind,
      recipients: peopleOfSchool(schoolId),
      sent_at: sentAt,
    });
    logSchoolAction(kind === 'service' ? 'send_service_emails' : 'send_login_emails', schoolId);
  }
  return true;
}

/** move_children_up_a_year: every pupil of the school goes up a year, unless it is only a simulation. */
export function moveChildrenUpAYear(schoolId: number, apply: boolean): number | null {
  if (!findSchool(schoolId)) return null;
  const pupils = demoDb.pupils.filter((pupil) => pupil.school_id === schoolId);
  if (apply) for (const pupil of pupils) pupil.current_year += 1;
  logSchoolAction('move_children_up_a_year', schoolId);
  return pupils.length;
}

/** remove_user_schools: every parent loses the link to the school. */
export function removeUsersSchool(schoolId: number): number | null {
  if (!findSchool(schoolId)) return null;
  const linked = demoDb.parents.filter((parent) => parent.school_ids.includes(schoolId));
  for (const parent of linked) parent.school_ids = parent.school_ids.filter((id) => id !== schoolId);
  logSchoolAction('remove_user_schools', schoolId);
  return linked.length;
}

/** remove_non_user_data: the parents with no school left are deleted, in all schools. */
export function removeParentsWithoutSchool(): number {
  // In place: the profile tables are keyed by this very array.
  const before = demoDb.parents.length;
  demoDb.parents.splice(0, before, ...demoDb.parents.filter((parent) => parent.school_ids.length > 0));
  logSchoolAction('remove_non_user_data', null);
  return before - demoDb.parents.length;
}

export type SchoolAndYearChange = {
  from: number;
  fromYear: number;
  to: number;
  toYear: number;
  ignoreRecent: boolean;
  apply: boolean;
};

/** The day 30 days before the demo's today: pupils updated after it are "recent" (docs/product/actions.md). */
const recentSince = formatDateTime(new Date(Date.parse(`${demoToday}T00:00:00Z`) - 30 * 86_400_000)).slice(
  0,
  10,
);

/** change_school_and_year: the matching pupils move (unless simulated); answers how many match. */
export function changeSchoolAndYear(change: SchoolAndYearChange): number | null {
  if (!findSchool(change.from) || !findSchool(change.to)) return null;
  const pupils = demoDb.pupils.filter(
    (pupil) =>
      pupil.school_id === change.from &&
      pupil.current_year === change.fromYear &&
      !(change.ignoreRecent && pupil.created_at.slice(0, 10) >= recentSince),
  );
  if (change.apply) {
    for (const pupil of pupils) Object.assign(pupil, { school_id: change.to, current_year: change.toYear });
    for (const parent of demoDb.parents) {
      if (
        pupils.some((pupil) => pupil.parent_ids.includes(parent.id)) &&
        !parent.school_ids.includes(change.to)
      )
        parent.school_ids.push(change.to);
    }
  }
  logSchoolAction('change_school_and_year', change.from);
  return pupils.length;
}

/** remove_school: the school is disabled and its parents lose their link; disable_school only disables it. */
export function retireSchool(schoolId: number, remove: boolean): boolean {
  const school = findSchool(schoolId);
  if (!school) return false;
  school.status = 'disabled';
  if (remove)
    for (const parent of demoDb.parents)
      parent.school_ids = parent.school_ids.filter((id) => id !== schoolId);
  logSchoolAction(remove ? 'remove_school' : 'disable_school', schoolId);
  return true;
}

/** change_travel_mode: the set-up journey takes the mode. */
export function changeJourneyMode(journeyId: number, mode: string): boolean {
  const journey = profileTablesOf().userJourneys.find((row) => row.id === journeyId);
  if (!journey) return false;
  actionTablesOf().journeyModes.set(journeyId, mode);
  logAction({
    category: 'user',
    action: 'change_travel_mode',
    user_id: journey.user_id,
    student_id: journey.student_id,
    school_id: journey.organization_id,
  });
  return true;
}

/** stap_journey_count: the upload's journeys are counted and the count kept. */
export function countStapJourneys(uploadId: number): number | null {
  const upload = actionTablesOf().stapUploads.find((row) => row.id === uploadId);
  if (!upload) return null;
  upload.counted_journeys = upload.journeys;
  logAction({
    category: 'data',
    action: 'stap_journey_count',
    user_id: null,
    student_id: null,
    school_id: null,
  });
  return upload.journeys;
}

export type SchoolToken = { provider_school_id: string; school_id: number; token: string; notes: string };

/** integration_add_school_token: the school is linked to its provider with the token. */
export function addSchoolToken(input: SchoolToken): boolean {
  const school = findSchool(input.school_id);
  if (!school) return false;
  const stamp = sentAt;
  demoDb.integrations.push({
    id: Math.max(0, ...demoDb.integrations.map((row) => row.id)) + 1,
    name: school.name,
    provider_school_id: input.provider_school_id,
    organization_id: school.id,
    multiple_schools: null,
    notes: input.notes || null,
    token: input.token,
    created_at: stamp,
    updated_at: stamp,
    last_synced_at: null,
  });
  logSchoolAction('integration_add_school_token', school.id);
  return true;
}

/** integration_pending_schools: active MIS-registered schools not yet linked to their provider. */
export function integrationPendingSchools() {
  const linked = new Set(demoDb.integrations.map((row) => row.organization_id));
  logSchoolAction('integration_pending_schools', null);
  return demoDb.schools
    .filter(
      (school) => school.registration_type === 'MIS' && school.status === 'active' && !linked.has(school.id),
    )
    .map((school) => ({ id: school.id, name: school.name, provider_school_id: null }));
}
