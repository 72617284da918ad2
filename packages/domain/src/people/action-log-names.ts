import type { ProfileStudent, ProfileUser } from './profile';

/**
 * How the actions history names the user, child and school of an entry. The action log carries ids only
 * (user_id, student_id, school_id); a person reads names, so the profile modal names them from what it
 * knows: the person, their children or parents, and the schools the admin sees. An id it cannot name
 * stays readable as 'User 1006', 'Child 55', 'School 101'.
 */
export type ActionLogNames = {
  user: (id: number) => string;
  child: (id: number) => string;
  school: (id: number) => string;
};

const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim();

/** Names by id, with the labelled id when the id is unknown. */
const namer = (known: ReadonlyMap<number, string>, what: string) => (id: number) =>
  known.get(id) || `${what} ${id}`;

/** The history's names for a user's or a pupil's profile; `schools` maps the admin's school ids to names. */
export function actionLogNamesFor(
  person: { kind: 'user'; user: ProfileUser } | { kind: 'student'; student: ProfileStudent },
  schools: ReadonlyMap<number, string> = new Map(),
): ActionLogNames {
  const users = new Map<number, string>();
  const children = new Map<number, string>();
  if (person.kind === 'user') {
    users.set(person.user.id, fullName(person.user));
    for (const child of person.user.children) children.set(child.id, fullName(child));
  } else {
    children.set(person.student.id, fullName(person.student));
    for (const parent of person.student.parents) users.set(parent.id, fullName(parent));
  }
  return { user: namer(users, 'User'), child: namer(children, 'Child'), school: namer(schools, 'School') };
}

/** A journey's child, by name when the child is one of the user's children (the Journeys tab). */
export function journeyChildName(user: ProfileUser, studentId: number | null | undefined): string {
  if (studentId === null || studentId === undefined) return '';
  const child = user.children.find((row) => row.id === studentId);
  return child ? fullName(child) : `Child ${studentId}`;
}
