import { describe, expect, it } from 'vitest';
import {
  emptyStepAccountForm,
  newestFirst,
  stepAccountBodyOf,
  stepAccountProblem,
  stepAccountSchema,
} from './step-tools';

const filled = {
  ...emptyStepAccountForm,
  email: 'a@b.test',
  first_name: 'Ann',
  entity_type: 'COUNCIL' as const,
  domain_ids: '881, 882',
  password: 'secret',
};

describe('step accounts', () => {
  it('asks for every field, the password only when creating', () => {
    expect(stepAccountProblem(filled)).toBeUndefined();
    expect(stepAccountProblem({ ...filled, domain_ids: ' ' })).toBe('Please fill all the fields');
    expect(stepAccountProblem({ ...filled, password: '' })).toBe('Please fill all the fields');
    expect(stepAccountProblem({ ...filled, id: 3, password: '' })).toBeUndefined();
  });
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
});
