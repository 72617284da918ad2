import { z } from 'zod';

/**
 * The User Info search (docs/product/actions.md): seven fields; the first four find users (parents,
 * staff), the last three find pupils. Field names are the body's (ADR 0089).
 */
export const personSearchFields = [
  { name: 'first_name', label: 'First name' },
  { name: 'last_name', label: 'Last name' },
  { name: 'email', label: 'Email' },
  { name: 'user_id', label: 'User id' },
  { name: 'student_first_name', label: 'Student first name' },
  { name: 'student_last_name', label: 'Student last name' },
  { name: 'student_id', label: 'Student id' },
] as const;
export type PersonSearchField = (typeof personSearchFields)[number]['name'];

/** What the admin typed, field by field. */
export type PersonSearchValues = Record<PersonSearchField, string>;

/** The body of the search: every field, blanks as null, ids as numbers. */
export type PersonSearchBody = {
  [Field in PersonSearchField]: Field extends 'user_id' | 'student_id' ? number | null : string | null;
};

const idFields = new Set<PersonSearchField>(['user_id', 'student_id']);

export const personSearchMessages = {
  noCriteria: 'Fill in at least one field to search',
  idNotNumber: 'Enter a number',
  noResults: 'No users or students match the search',
} as const;

export const emptyPersonSearch: PersonSearchValues = Object.fromEntries(
  personSearchFields.map((field) => [field.name, '']),
) as PersonSearchValues;

/** Problems of a search, by field, or under `form` when nothing was typed; empty when it may be sent. */
export function personSearchProblems(
  values: PersonSearchValues,
): Partial<Record<PersonSearchField | 'form', string>> {
  const problems: Partial<Record<PersonSearchField | 'form', string>> = {};
  for (const field of idFields) {
    const typed = values[field].trim();
    if (typed && !/^\d+$/.test(typed)) problems[field] = personSearchMessages.idNotNumber;
  }
  if (personSearchFields.every((field) => !values[field.name].trim()))
    problems.form = personSearchMessages.noCriteria;
  return problems;
}

/**
 * The search form: the seven fields as typed, checked by `personSearchProblems`; nothing typed is a
 * problem of the whole form (`root`).
 */
export const personSearchFormSchema = z
  .object(
    Object.fromEntries(personSearchFields.map((field) => [field.name, z.string()])) as Record<
      PersonSearchField,
      z.ZodString
    >,
  )
  .superRefine((values, context) => {
    for (const [field, message] of Object.entries(personSearchProblems(values)))
      context.addIssue({ code: 'custom', message, path: [field === 'form' ? 'root' : field] });
  });

/** The body sent for valid values (see `personSearchProblems`). */
export function personSearchBody(values: PersonSearchValues): PersonSearchBody {
  const body = {} as Record<PersonSearchField, string | number | null>;
  for (const { name } of personSearchFields) {
    const typed = values[name].trim();
    body[name] = !typed ? null : idFields.has(name) ? Number(typed) : typed;
  }
  return body as PersonSearchBody;
}

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

/** A result row (docs/product/actions.md): id, first name, last name, email, verified, created at. */
export const personSearchRowSchema = z.object({
  id: z.number(),
  first_name: text,
  last_name: text,
  email: text,
  verified: z.union([z.boolean(), z.number(), z.string()]).nullish(),
  created_at: text,
});
export type PersonSearchRow = z.infer<typeof personSearchRowSchema>;

/** A row with an email is a user and opens the parent modal; otherwise it is a pupil (docs/product/actions.md). */
export const isParentRow = (row: Pick<PersonSearchRow, 'email'>) => row.email.trim() !== '';

/** 'Yes' or 'No' for the verified column; nothing for a pupil, which has no such flag. */
export function verifiedLabel(verified: PersonSearchRow['verified']): string {
  if (verified === null || verified === undefined || verified === '') return '';
  return verified === true || verified === 1 || verified === '1' || verified === 'true' ? 'Yes' : 'No';
}
