import { describe, expect, it } from 'vitest';
import {
  emptyPersonSearch,
  isParentRow,
  personSearchBody,
  personSearchFormSchema,
  personSearchMessages,
  personSearchProblems,
  personSearchRowSchema,
  verifiedLabel,
} from './person-search';

describe('personSearchProblems', () => {
  it('asks for at least one field', () => {
    expect(personSearchProblems(emptyPersonSearch)).toEqual({ form: personSearchMessages.noCriteria });
    expect(personSearchProblems({ ...emptyPersonSearch, last_name: '  ' })).toEqual({
      form: personSearchMessages.noCriteria,
    });
  });
  it('wants whole numbers in the id fields', () => {
    expect(personSearchProblems({ ...emptyPersonSearch, user_id: '12a', student_id: '7' })).toEqual({
      user_id: 'Enter a number',
    });
    expect(personSearchProblems({ ...emptyPersonSearch, student_id: '7' })).toEqual({});
  });
  it('puts the problems on the form: each on its field, nothing typed on the whole form', () => {
    const issuesOf = (values: typeof emptyPersonSearch) =>
      personSearchFormSchema.safeParse(values).error?.issues.map(({ path, message }) => ({ path, message }));
    expect(issuesOf(emptyPersonSearch)).toEqual([
      { path: ['root'], message: personSearchMessages.noCriteria },
    ]);
    expect(issuesOf({ ...emptyPersonSearch, user_id: '12a' })).toEqual([
      { path: ['user_id'], message: personSearchMessages.idNotNumber },
    ]);
    expect(personSearchFormSchema.parse({ ...emptyPersonSearch, last_name: ' Lee ' }).last_name).toBe(
      ' Lee ',
    );
  });
});

describe('personSearchBody', () => {
  it('sends every field, trimmed, blanks as null and ids as numbers', () => {
    expect(personSearchBody({ ...emptyPersonSearch, first_name: ' Ann ', student_id: '42' })).toEqual({
      first_name: 'Ann',
      last_name: null,
      email: null,
      user_id: null,
      student_first_name: null,
      student_last_name: null,
      student_id: 42,
    });
  });
});

describe('result rows', () => {
  it('opens the parent modal for a row with an email, the student modal otherwise', () => {
    expect(isParentRow(personSearchRowSchema.parse({ id: 1, email: 'a@b.test' }))).toBe(true);
    expect(isParentRow(personSearchRowSchema.parse({ id: 2, email: null }))).toBe(false);
  });
  it('reads verified as Yes or No, and nothing when it is missing', () => {
    expect(verifiedLabel(1)).toBe('Yes');
    expect(verifiedLabel(true)).toBe('Yes');
    expect(verifiedLabel(0)).toBe('No');
    expect(verifiedLabel(null)).toBe('');
  });
});
