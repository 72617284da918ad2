import { describe, expect, it } from 'vitest';
import {
  emptyStepAccountForm,
  type StepAccountForm,
  newestFirst,
  stepAccountBodyOf,
  stepAccountFormSchema,
  stepAccountSchema,
  stepUploadFormSchema,
} from './step-tools';

const filled: StepAccountForm = {
  ...emptyStepAccountForm,
  email: 'a@b.test',
  first_name: 'Ann',
  entity_type: 'COUNCIL',
  domain_ids: '881, 882',
  password: 'secret',
};

describe('step accounts', () => {
  // Rules: step-tools.accounts.required
  it('asks for every field, the password only when creating', () => {
    const issues = (form: StepAccountForm) =>
      (stepAccountFormSchema.safeParse(form).error?.issues ?? []).map((issue) => [
        issue.path.join('.'),
        issue.message,
      ]);
    expect(stepAccountFormSchema.parse(filled)).toEqual(filled);
    expect(issues({ ...filled, domain_ids: ' ', entity_type: '' })).toEqual([
      ['entity_type', 'Please fill all the fields'],
      ['domain_ids', 'Please fill all the fields'],
    ]);
    expect(issues({ ...filled, password: '' })).toEqual([['password', 'Please fill all the fields']]);
    expect(issues({ ...filled, email: '', password: '' }).map(([path]) => path)).toEqual([
      'email',
      'password',
    ]);
    expect(issues({ ...filled, id: 3, password: '' })).toEqual([]);
  });
  // Rules: step-tools.api.accounts
  it('sends the password only when creating and domain ids as a comma list', () => {
    expect(stepAccountBodyOf(filled)).toEqual({
      id: null,
      email: 'a@b.test',
      first_name: 'Ann',
      entity_type: 'COUNCIL',
      domain_ids: '881,882',
      password: 'secret',
    });
    expect(stepAccountBodyOf({ ...filled, id: 3 })).not.toHaveProperty('password');
  });
  // Rules: step-tools.datamodel.csv-list
  it('reads domain ids as a list or text and lists CSVs newest first', () => {
    expect(
      stepAccountSchema.parse({
        id: 1,
        email: 'x',
        first_name: 'y',
        entity_type: 'SCHOOL',
        domain_ids: [1, 2],
      }).domain_ids,
    ).toBe('1,2');
    expect(newestFirst(['a.csv', 'b.csv'])).toEqual(['b.csv', 'a.csv']);
  });
  // Rules: step-tools.datamodel.missing-file
  it('uploads a trimmed name with a chosen file, or says to select one first', () => {
    const file = new File(['a,b'], 'step.csv', { type: 'text/csv' });
    expect(stepUploadFormSchema.parse({ name: ' step_april ', file })).toEqual({ name: 'step_april', file });
    expect(stepUploadFormSchema.safeParse({ name: 'step_april', file: null }).error?.issues).toEqual([
      expect.objectContaining({ path: ['file'], message: 'Please select a file first.' }),
    ]);
    expect(stepUploadFormSchema.safeParse({ name: ' ', file }).error?.issues[0]?.path).toEqual(['name']);
  });
});
