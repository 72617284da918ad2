import type { DbActionLog } from './profile-tables';
import { profileTablesOf } from './profile-tables';
import type { DbParent, DbPerson, DbStaff } from '../data/db-shape';
import { demoDb } from '../data/demo-db';
import { demoNow } from '../data/demo-calendar';

/**
 * A school link's id packs the user and the school (the demo stores links as `school_ids` on the
 * person): user id × 10 000 + school id.
 */
export const schoolLinkId = (userId: number, schoolId: number) => userId * 10_000 + schoolId;
const fromSchoolLinkId = (linkId: number) => ({
  userId: Math.floor(linkId / 10_000),
  schoolId: linkId % 10_000,
});

/** Adds an entry to the action log, newest first, dated when it was done (demoNow: the real clock unless stopped). */
export function logAction(entry: Omit<DbActionLog, 'created_at'>): void {
  profileTablesOf().actionLog.unshift({ ...entry, created_at: demoNow() });
}

/** The user (parent, staff or a former staff member without a school) with this id, or null. */
export function findPerson(userId: number): DbParent | DbStaff | DbPerson | null {
  return (
    demoDb.parents.find((parent) => parent.id === userId) ??
    demoDb.staff.find((member) => member.id === userId) ??
    profileTablesOf().usersWithoutSchool.find((user) => user.id === userId) ??
    null
  );
}

const removeWhere = <T>(rows: T[], gone: (row: T) => boolean) => {
  for (let index = rows.length - 1; index >= 0; index -= 1) if (gone(rows[index])) rows.splice(index, 1);
};

/** Deletes a pupil: gone from the lists, from its parents' children and from their journeys. */
export function deletePupil(studentId: number, action = 'delete_student'): boolean {
  const pupil = demoDb.pupils.find((row) => row.id === studentId);
  if (!pupil) return false;
  removeWhere(demoDb.pupils, (row) => row.id === studentId);
  for (const parent of demoDb.parents) removeWhere(parent.child_ids, (id) => id === studentId);
  removeWhere(profileTablesOf().userJourneys, (journey) => journey.student_id === studentId);
  logAction({
    category: 'student',
    action,
    user_id: null,
    student_id: studentId,
    school_id: pupil.school_id,
  });
  return true;
}

/** Deletes a user and, with `withStudents`, the children only they look after. */
export function deleteUser(userId: number, withStudents: boolean): boolean {
  const person = findPerson(userId);
  if (!person) return false;
  const children = 'child_ids' in person ? [...person.child_ids] : [];
  removeWhere(demoDb.parents, (row) => row.id === userId);
  removeWhere(demoDb.staff, (row) => row.id === userId);
  const tables = profileTablesOf();
  removeWhere(tables.usersWithoutSchool, (row) => row.id === userId);
  removeWhere(tables.devices, (row) => row.user_id === userId);
  removeWhere(tables.verifications, (row) => row.user_id === userId);
  removeWhere(tables.userJourneys, (row) => row.user_id === userId);
  for (const childId of children) {
    const pupil = demoDb.pupils.find((row) => row.id === childId);
    if (!pupil) continue;
    removeWhere(pupil.parent_ids, (id) => id === userId);
    if (withStudents && pupil.parent_ids.length === 0) deletePupil(childId);
  }
  logAction({ category: 'user', action: 'delete_user', user_id: userId, student_id: null, school_id: null });
  return true;
}

/**
 * Takes a user out of one school: a parent loses the link, a staff member leaves the staff list.
 * Either stays a user (the profile still opens), if need be without any school.
 */
export function removeUserFromSchool(
  userId: number,
  schoolId: number,
  action = 'remove_user_from_school',
): boolean {
  const parent = demoDb.parents.find((row) => row.id === userId && row.school_ids.includes(schoolId));
  if (parent) removeWhere(parent.school_ids, (id) => id === schoolId);
  const staffIndex = demoDb.staff.findIndex((row) => row.id === userId && row.school_id === schoolId);
  if (staffIndex >= 0) {
    const [{ school_id: _school, staff_type: _type, ...user }] = demoDb.staff.splice(staffIndex, 1);
    profileTablesOf().usersWithoutSchool.push(user);
  }
  if (!parent && staffIndex < 0) return false;
  logAction({ category: 'user', action, user_id: userId, student_id: null, school_id: schoolId });
  return true;
}

/** Deletes a journey, a device or a school link of a user (deleteAction with a `type`). */
export function deleteUserPart(type: string, id: number): boolean {
  const tables = profileTablesOf();
  if (type === 'delete_user_journey' || type === 'delete_user_device') {
    const rows: { id: number; user_id: number }[] =
      type === 'delete_user_journey' ? tables.userJourneys : tables.devices;
    const row = rows.find((entry) => entry.id === id);
    if (!row) return false;
    removeWhere(rows, (entry) => entry.id === id);
    logAction({ category: 'user', action: type, user_id: row.user_id, student_id: null, school_id: null });
    return true;
  }
  if (type === 'delete_user_school') {
    const { userId, schoolId } = fromSchoolLinkId(id);
    return removeUserFromSchool(userId, schoolId, type);
  }
  return false;
}

/** Removes a pupil from its school: it leaves the school's pupil list (the demo deletes the row). */
export function removePupilFromSchool(studentId: number, schoolId: number): boolean {
  const pupil = demoDb.pupils.find((row) => row.id === studentId && row.school_id === schoolId);
  if (!pupil) return false;
  return deletePupil(studentId, 'remove_student_from_school');
}

/** Moves a pupil to another year its school teaches (Year Changed!), or says which of the two is unknown. */
export function changePupilYear(studentId: number, year: number): 'changed' | 'no-pupil' | 'no-year' {
  const pupil = demoDb.pupils.find((row) => row.id === studentId);
  if (!pupil) return 'no-pupil';
  const school = demoDb.schools.find((row) => row.id === pupil.school_id);
  if (!school?.year_levels.includes(year)) return 'no-year';
  pupil.current_year = year;
  logAction({
    category: 'student',
    action: 'change_student_year',
    user_id: null,
    student_id: studentId,
    school_id: pupil.school_id,
  });
  return 'changed';
}
