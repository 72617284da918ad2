import { describe, expect, it } from 'vitest';
import { catalogueOf, fieldCatalogues, ruleFieldsFor } from './field-catalogues';
import {
  canAddRule,
  comparisonTakesList,
  comparisonTakesValue,
  emptyRule,
  withComparison,
  withRuleField,
} from './rules';

describe('rule builder rules', () => {
  // Rules: automations.states.comparison
  it('sets <= for a timestamp field and = for any other, clearing the value', () => {
    const rule = { ...emptyRule, comparison: '!=' as const, value: 'x' };
    expect(withRuleField(rule, 'parents', 'users.created_at')).toEqual({
      field: 'users.created_at',
      comparison: '<=',
      value: '',
      time_unit: 'weeks',
      event_value: 'today',
    });
    expect(withRuleField(rule, 'parents', 'users.email')).toEqual({
      field: 'users.email',
      comparison: '=',
      value: '',
      time_unit: null,
      event_value: null,
    });
  });

  it('clears the value when the comparison changes, and hides it for is_null and is_not_null', () => {
    const rule = { ...emptyRule, field: 'users.email', value: 'a@b.test' };
    expect(withComparison(rule, '!=')).toMatchObject({ comparison: '!=', value: '' });
    expect(withComparison(rule, 'is_null')).toMatchObject({ value: null });
    expect(['is_null', 'is_not_null', '='].map((c) => comparisonTakesValue(c as never))).toEqual([
      false,
      false,
      true,
    ]);
    expect(['in', 'in_array', '<'].map((c) => comparisonTakesList(c as never))).toEqual([true, true, false]);
  });

  it('needs an automation type and a user type to add a rule', () => {
    expect([canAddRule('cron', 'parents'), canAddRule('', 'parents'), canAddRule('cron', '')]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('queries the catalogue of the user type, with the event field for event automations', () => {
    expect(catalogueOf('per_school')).toBe('per_school');
    expect(catalogueOf('stap_data')).toBe('survey_data');
    expect(catalogueOf('unregistered_wonde_users')).toBe('unregistered_mis_users');
    expect(catalogueOf('staff')).toBe('standard_users');
    expect(ruleFieldsFor('event', 'parents')[0].name).toBe('event');
    expect(ruleFieldsFor('cron', 'parents')).toBe(fieldCatalogues.standard_users);
  });
});
