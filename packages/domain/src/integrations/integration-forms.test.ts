import { describe, expect, it } from 'vitest';
import { emailCheckFormSchema, integrationSchoolFormSchema, testUserFormSchema } from './integration-forms';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('integration forms (docs/product/integrations.md)', () => {
  // Rules: integrations.add-school.required
  it('needs name, organisation, provider school id and token for a new school', () => {
    expect(
      messages(
        integrationSchoolFormSchema.safeParse({
          name: ' ',
          organization_id: '',
          provider_school_id: '',
          token: '',
          notes: '',
        }),
      ),
    ).toEqual([
      'Please input School name',
      'Please select an organisation',
      'Please input Provider school id',
      'Please input Token',
    ]);
    expect(
      integrationSchoolFormSchema.safeParse({
        name: 'Hill',
        organization_id: '101',
        provider_school_id: 'A1',
        token: 't',
        notes: '',
      }).success,
    ).toBe(true);
  });

  // Rules: integrations.test-user.required
  it('needs every test user field, a known title and type and a real e-mail', () => {
    const user = {
      title: 'Ms',
      type: 'both',
      first_name: 'Ann',
      last_name: 'Lee',
      organization_id: '101',
      email: 'ann@lee.test',
    };
    expect(testUserFormSchema.safeParse(user).success).toBe(true);
    expect(messages(testUserFormSchema.safeParse({ ...user, title: 'Dr', type: 'pupil' }))).toEqual([
      'Please select Title',
      'Please select Type',
    ]);
    expect(messages(testUserFormSchema.safeParse({ ...user, email: 'ann' }))).toEqual([
      'Please input a valid Email',
    ]);
    expect(
      messages(
        testUserFormSchema.safeParse({
          ...user,
          first_name: '',
          last_name: '',
          organization_id: '',
          email: '',
        }),
      ),
    ).toEqual([
      'Please input First name',
      'Please input Last name',
      'Please select an organisation',
      'Please input Email',
    ]);
  });

  // Rules: integrations.check-email.required
  it('needs an e-mail to check, and no school', () => {
    expect(messages(emailCheckFormSchema.safeParse({ email: '', school_id: '' }))).toEqual([
      'Please input Email',
    ]);
    expect(emailCheckFormSchema.safeParse({ email: 'a@b.uk', school_id: '' }).success).toBe(true);
  });
});
