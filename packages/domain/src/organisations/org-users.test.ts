import { describe, expect, it } from 'vitest';
import {
  emptyOrgUserForm,
  orgUserFormMessages as m,
  orgUserFormSchema,
  orgUserFormValuesOf,
  orgUserRoleLabel,
} from './org-users';

const messages = (editing: boolean, input: unknown) => {
  const result = orgUserFormSchema(editing).safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};
const valid = {
  email: 'ann@hill.test',
  first_name: 'Ann',
  last_name: 'Lee',
  password: 'secret1',
  role_id: '7',
};

describe('org user form', () => {
  it('accepts a complete new user', () => {
    expect(messages(false, valid)).toEqual([]);
  });

  it('names every missing field of a new user', () => {
    expect(messages(false, emptyOrgUserForm)).toEqual([
      `email: ${m.email}`,
      `first_name: ${m.firstName}`,
      `last_name: ${m.lastName}`,
      `password: ${m.passwordRequired}`,
      `role_id: ${m.role}`,
    ]);
  });

  it('takes only the role ids 7, 8 and 9, and passwords of at least 6', () => {
    expect(messages(false, { ...valid, role_id: '5', password: '12345' })).toEqual([
      `password: ${m.passwordLength}`,
      `role_id: ${m.role}`,
    ]);
  });

  // Rules: organisations.records.org-user-fields
  it('keeps the password of an edited user when it is left blank', () => {
    expect(messages(true, { ...valid, password: '' })).toEqual([]);
    expect(messages(true, { ...valid, password: '123' })).toEqual([`password: ${m.passwordLength}`]);
  });
});

describe('org user records', () => {
  // Rules: organisations.roles.org-user-role-ids
  it('name the spec role ids', () => {
    expect([7, 8, 9, 3].map(orgUserRoleLabel)).toEqual(['School admin', 'Council admin', 'Org admin', '3']);
  });

  it('fill the form without the password', () => {
    expect(
      orgUserFormValuesOf({
        id: 4,
        user: { id: 4, email: 'a@b.test', first_name: 'A', last_name: null },
        role_id: 8,
      }),
    ).toEqual({ email: 'a@b.test', first_name: 'A', last_name: '', password: '', role_id: '8' });
  });
});
