import type { PersonSearchBody } from '@stride/domain';
import type { DemoDb } from '../data/db-shape';

const nameKeys = ['first_name', 'last_name', 'email', 'student_first_name', 'student_last_name'] as const;

/** A search names its text fields (ADR 0089); the profile's lookup sends only user_id or student_id. */
export const isPersonSearchBody = (body: Record<string, unknown>) => nameKeys.some((key) => key in body);

const text = (body: Record<string, unknown>, key: keyof PersonSearchBody) =>
  typeof body[key] === 'string' && body[key].trim() ? body[key].trim().toLocaleLowerCase() : null;
const id = (body: Record<string, unknown>, key: keyof PersonSearchBody) =>
  typeof body[key] === 'number' ? body[key] : null;
const has = (value: string, wanted: string | null) =>
  wanted === null || value.toLocaleLowerCase().includes(wanted);

/**
 * The search's rows: users (parents, staff) matching every user field given, then pupils matching
 * every student field given; a side with no field given adds nothing. Names and email match by
 * part, ignoring case; ids exactly.
 */
export function personSearchRows(db: DemoDb, body: Record<string, unknown>) {
  const user = {
    first: text(body, 'first_name'),
    last: text(body, 'last_name'),
    email: text(body, 'email'),
    id: id(body, 'user_id'),
  };
  const pupil = {
    first: text(body, 'student_first_name'),
    last: text(body, 'student_last_name'),
    id: id(body, 'student_id'),
  };
  const users = Object.values(user).every((value) => value === null)
    ? []
    : [...db.parents, ...db.staff]
        .filter(
          (person) =>
            has(person.first_name, user.first) &&
            has(person.last_name, user.last) &&
            has(person.email, user.email) &&
            (user.id === null || person.id === user.id),
        )
        .map((person) => ({
          id: person.id,
          first_name: person.first_name,
          last_name: person.last_name,
          email: person.email,
          verified: person.verified ? 1 : 0,
          created_at: person.created_at,
        }));
  const pupils = Object.values(pupil).every((value) => value === null)
    ? []
    : db.pupils
        .filter(
          (row) =>
            has(row.first_name, pupil.first) &&
            has(row.last_name, pupil.last) &&
            (pupil.id === null || row.id === pupil.id),
        )
        .map((row) => ({
          id: row.id,
          first_name: row.first_name,
          last_name: row.last_name,
          email: null,
          verified: null,
          created_at: row.created_at,
        }));
  return [...users, ...pupils];
}
