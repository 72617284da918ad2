import { describe, expect, it } from 'vitest';
import {
  emptyOrganisationForm,
  organisationFormMessages as m,
  organisationFormSchema,
  organisationFormValuesOf,
} from './organisation-form';

const valid = {
  name: 'Hill Primary',
  school_type: 'COUNCIL',
  council_id: '1',
  email: 'office@hill.test',
  first_name: 'Ann',
  last_name: 'Lee',
  phone: '',
  code: '',
  staff_code: '',
};

const messages = (input: unknown) => {
  const result = organisationFormSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('organisation form', () => {
  it('accepts a complete form and leaves codes optional', () => {
    expect(messages(valid)).toEqual([]);
  });

  // Rules: organisations.organisation-form.required-messages
  it('names every missing field', () => {
    expect(messages(emptyOrganisationForm)).toEqual([
      `name: ${m.name}`,
      `school_type: ${m.schoolType}`,
      `email: ${m.email}`,
      `first_name: ${m.firstName}`,
      `last_name: ${m.lastName}`,
    ]);
  });

  // Rules: organisations.organisation-form.lengths
  it('needs a name of at least 3 and codes of at least 6', () => {
    expect(messages({ ...valid, name: 'Hi', code: '12345', staff_code: '1234567' })).toEqual([
      `name: ${m.name}`,
      `code: ${m.code}`,
    ]);
    expect(messages({ ...valid, name: 'Hil', code: '123456' })).toEqual([]);
  });

  it('accepts only the known school types and real e-mails', () => {
    expect(messages({ ...valid, school_type: 'ACADEMY', email: 'office' })).toEqual([
      `school_type: ${m.schoolType}`,
      `email: ${m.email}`,
    ]);
  });
});

describe('organisationFormValuesOf', () => {
  it('reads the organisation and its first admin', () => {
    expect(
      organisationFormValuesOf({
        id: 3,
        name: 'Hill',
        school_type: 'INDEPENDENT',
        council_id: null,
        email: 'o@hill.test',
        code: 'ABCDEF',
        admins: [{ first_name: 'Ann', last_name: 'Lee' }],
      }),
    ).toEqual({
      ...emptyOrganisationForm,
      name: 'Hill',
      school_type: 'INDEPENDENT',
      email: 'o@hill.test',
      code: 'ABCDEF',
      first_name: 'Ann',
      last_name: 'Lee',
    });
  });
});
