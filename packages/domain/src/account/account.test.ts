import { describe, expect, it } from 'vitest';
import {
  accountFormSchema,
  accountMessages,
  accountNameLabel,
  emptyContact,
  initialContactRows,
} from './account-form';

const valid = {
  logo_url: '',
  name: 'Camden School',
  email: 'sara@demo.test',
  new_password: '',
  confirm_password: '',
  first_name: 'Sara',
  last_name: 'School',
  contacts: [{ email: 'head@school.test', first_name: 'Hal', last_name: 'Head', role: 'headmaster' }],
};

const messagesOf = (input: unknown) =>
  accountFormSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ??
  [];

describe('accountFormSchema (docs/product/account.md)', () => {
  it('accepts a complete form', () => {
    expect(messagesOf(valid)).toEqual([]);
  });

  // Rules: account.contacts.required
  it("requires every contact field with 'contact can not be null'", () => {
    const issues = messagesOf({ ...valid, contacts: [emptyContact()] });
    expect(issues).toEqual([
      ['contacts.0.email', 'contact can not be null'],
      ['contacts.0.first_name', 'contact can not be null'],
      ['contacts.0.last_name', 'contact can not be null'],
      ['contacts.0.role', 'contact can not be null'],
    ]);
  });

  // Rules: account.form.contact-roles
  it('only offers administrator, headmaster and bursar as contact roles', () => {
    expect(messagesOf({ ...valid, contacts: [{ ...valid.contacts[0], role: 'caretaker' }] })).toEqual([
      ['contacts.0.role', accountMessages.contactRequired],
    ]);
  });

  // Rules: account.password.checks
  it('takes a new password of at least 8 characters that the confirmation matches', () => {
    expect(messagesOf({ ...valid, new_password: 'short', confirm_password: 'short' })).toEqual([
      ['new_password', 'Minimum 8 characters'],
    ]);
    expect(messagesOf({ ...valid, new_password: 'long-enough', confirm_password: 'long-enougH' })).toEqual([
      ['confirm_password', 'The passwords do not match'],
    ]);
    expect(messagesOf({ ...valid, new_password: 'long-enough', confirm_password: 'long-enough' })).toEqual(
      [],
    );
  });

  // Rules: account.form.contact-rows
  it('starts with two contact rows', () => {
    expect(initialContactRows).toBe(2);
  });
});

describe('accountNameLabel (docs/product/account.md)', () => {
  // Rules: account.form.name-school, account.form.name-authority
  it("is 'School Name' for a school admin and 'Local Authority Name' otherwise", () => {
    expect(accountNameLabel('SCHOOL_ADMIN')).toBe('School Name');
    for (const role of ['SUPERADMIN', 'COUNCIL_ADMIN', 'MULTI_SCHOOL_ADMIN', 'ADMIN'] as const)
      expect(accountNameLabel(role)).toBe('Local Authority Name');
  });
});
