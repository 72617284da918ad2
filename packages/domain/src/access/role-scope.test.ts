import { describe, expect, it } from 'vitest';
import { roles } from './role';
import { schoolScopeOf, seesEverySchool, seesOneSchool } from './role-scope';

/** Answers for SUPERADMIN, COUNCIL_ADMIN, MULTI_SCHOOL_ADMIN, SCHOOL_ADMIN and ADMIN, in that order. */
describe('role scope, for every role', () => {
  it('schoolScopeOf', () => {
    expect(roles.map(schoolScopeOf)).toEqual(['platform', 'council', 'trust', 'school', 'platform']);
  });

  it.each([
    ['seesEverySchool', seesEverySchool, [true, false, false, false, true]],
    ['seesOneSchool', seesOneSchool, [false, false, false, true, false]],
  ] as const)('%s', (_name, rule, expected) => {
    expect(roles.map(rule)).toEqual(expected);
  });
});
