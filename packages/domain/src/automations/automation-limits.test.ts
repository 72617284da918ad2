import { describe, expect, it } from 'vitest';
import type { AutomationFormValues } from './automation-form';
import {
  automationBodyOf,
  automationFormSchema,
  automationTestSchema,
  emptyAutomationForm,
} from './automation-form';

const valid: AutomationFormValues = {
  ...emptyAutomationForm,
  name: 'Welcome parents',
  user_type: 'parents_staff',
  automation_type: 'manual',
  content_type: 'sms',
  repeating: 'one_off',
};

/** The messages the form shows for `values`, by field. */
const messages = (values: AutomationFormValues) => {
  const result = automationFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the automation form’s field limits', () => {
  // Rules: automations.form.name-3-to-80
  it('a name takes 3 to 80 characters; else `Length should be 3 to 80`', () => {
    for (const name of ['abc', 'a'.repeat(80)]) expect(messages({ ...valid, name })).toEqual({});
    for (const name of ['ab', 'a'.repeat(81)])
      expect(messages({ ...valid, name })).toEqual({ name: 'Length should be 3 to 80' });
    expect(messages({ ...valid, name: '  ' })).toEqual({ name: 'Please input Automation name' });
  });

  // Rules: automations.form.description-max-300, automations.form.template-text-max-300
  it('description and template text take at most 300 characters', () => {
    expect(messages({ ...valid, description: 'd'.repeat(300), template: 't'.repeat(300) })).toEqual({});
    expect(
      Object.keys(messages({ ...valid, description: 'd'.repeat(301), template: 't'.repeat(301) })),
    ).toEqual(['description', 'template']);
  });

  // Rules: automations.form.test-recipient-max-30
  it('a test recipient takes at most 30 characters', () => {
    expect(automationTestSchema.safeParse({ recipient: 'r'.repeat(30) }).success).toBe(true);
    const refused = automationTestSchema.safeParse({ recipient: 'r'.repeat(31) });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual(['At most 30 characters']);
  });
});

describe('limit_rows', () => {
  // Rules: automations.entity.limit-rows-launch-only
  it('is not part of a saved automation: only a launch adds it', () => {
    expect(automationBodyOf(valid)).not.toHaveProperty('limit_rows');
  });
});
