import { describe, expect, it } from 'vitest';
import {
  councilFormMessages as m,
  councilFormSchema,
  councilFormValuesOf,
  emptyCouncilForm,
} from './council-form';

const valid = {
  name: 'Camden',
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@camden.test',
  password: 'secret1',
  phone: '020 7946 0000',
  support_email: 'help@camden.test',
  main_phone: '02079460001',
};

const messages = (editing: boolean, input: unknown) => {
  const result = councilFormSchema(editing).safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('council form, new council', () => {
  it('accepts a complete form', () => {
    expect(messages(false, valid)).toEqual([]);
  });

  // Rules: organisations.council-form.required-messages
  it('gives every required field its own message', () => {
    expect(messages(false, emptyCouncilForm)).toEqual([
      `name: ${m.nameRequired}`,
      `first_name: ${m.firstName}`,
      `last_name: ${m.lastName}`,
      `main_phone: ${m.mainPhone}`,
      `support_email: ${m.supportEmail}`,
      `email: ${m.email}`,
      `password: ${m.passwordRequired}`,
      `phone: ${m.phone}`,
    ]);
  });

  // Rules: organisations.council-form.lengths
  it('needs a name of at least 3, a password of at least 6 and a main phone of at least 8', () => {
    expect(messages(false, { ...valid, name: 'Ab', password: '12345', main_phone: '1234567' })).toEqual([
      `name: ${m.nameLength}`,
      `main_phone: ${m.mainPhone}`,
      `password: ${m.passwordLength}`,
    ]);
    expect(messages(false, { ...valid, name: 'Abc', password: '123456', main_phone: '12345678' })).toEqual(
      [],
    );
  });

  it('refuses e-mails that are not e-mails', () => {
    expect(messages(false, { ...valid, email: 'ann', support_email: 'help' })).toEqual([
      `support_email: ${m.supportEmail}`,
      `email: ${m.email}`,
    ]);
  });
});

describe('council form, editing', () => {
  // Rules: organisations.council-form.editing
  it('does not ask for the disabled e-mail, password and phone', () => {
    expect(messages(true, { ...valid, email: '', password: '', phone: '' })).toEqual([]);
  });

  it('still checks the other fields', () => {
    expect(messages(true, { ...valid, name: 'Ab', first_name: '' })).toEqual([
      `name: ${m.nameLength}`,
      `first_name: ${m.firstName}`,
    ]);
  });
});

describe('councilFormValuesOf', () => {
  it('reads the council and its first admin into the form, without a password', () => {
    expect(
      councilFormValuesOf({
        id: 3,
        name: 'Hackney',
        email: 'help@hackney.test',
        phone: '02089460000',
        admins: [{ first_name: 'Chloe', last_name: 'Council', email: 'council@demo.test', phone: '020 1' }],
      }),
    ).toEqual({
      ...valid,
      name: 'Hackney',
      support_email: 'help@hackney.test',
      main_phone: '02089460000',
      first_name: 'Chloe',
      last_name: 'Council',
      email: 'council@demo.test',
      phone: '020 1',
      password: '',
    });
  });

  it('leaves the admin fields empty for a council without admins', () => {
    expect(councilFormValuesOf({ id: 3, name: 'Hackney' })).toEqual({ ...emptyCouncilForm, name: 'Hackney' });
  });
});
