import { z } from 'zod';
import type { Comparison, AutomationUserType } from './automation-choices';
import { comparisons, customRules, dateAnchors, timeUnits } from './automation-choices';
import { fieldOf } from './field-catalogues';

/** A rule row (docs/product/automations.md): field, comparison, value, time unit and event value (the date anchor of a timestamp). */
export const ruleSchema = z.object({
  field: z.string(),
  comparison: z.enum(comparisons),
  value: z.union([z.string(), z.number(), z.array(z.string())]).nullish(),
  time_unit: z.enum(timeUnits).nullish(),
  event_value: z.enum(dateAnchors).nullish(),
});
export type Rule = z.infer<typeof ruleSchema>;

/** Custom rules (custom_selection and its value). */
export const customRuleSchema = z.object({
  custom_selection: z.enum(customRules),
  value: z.union([z.string(), z.number()]).nullish(),
});
export type CustomRule = z.infer<typeof customRuleSchema>;

export const emptyRule: Rule = { field: '', comparison: '=', value: '', time_unit: null, event_value: null };

/** Picking a field: a timestamp gets '<=' with weeks before today; any other field gets '=' (docs/product/automations.md). */
export function withRuleField(rule: Rule, userType: AutomationUserType, field: string): Rule {
  const timestamp = fieldOf(userType, field)?.kind === 'timestamp';
  return timestamp
    ? {
        field,
        comparison: '<=',
        value: '',
        time_unit: rule.time_unit ?? 'weeks',
        event_value: rule.event_value ?? 'today',
      }
    : { field, comparison: '=', value: '', time_unit: null, event_value: null };
}

/** Changing a comparison clears the value (docs/product/automations.md). */
export const withComparison = (rule: Rule, comparison: Comparison): Rule => ({
  ...rule,
  comparison,
  value: comparisonTakesValue(comparison) ? '' : null,
});

/** is_null and is_not_null take no value, so the value input is hidden. */
export const comparisonTakesValue = (comparison: Comparison) =>
  comparison !== 'is_null' && comparison !== 'is_not_null';

/** in and in_array take a list of values. */
export const comparisonTakesList = (comparison: Comparison) =>
  comparison === 'in' || comparison === 'in_array';

/** Whether a rule can be added: it needs an automation type and a user type (docs/product/automations.md). */
export const canAddRule = (automationType: string, userType: string) =>
  automationType !== '' && userType !== '';
