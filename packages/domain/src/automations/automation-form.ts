import { z } from 'zod';
import type { ContentType, LaunchMode, SendLimit, AutomationUserType } from './automation-choices';
import {
  automationTypes,
  automationUserTypes,
  contentTypes,
  launchModes,
  scriptsFor,
  sendLimits,
} from './automation-choices';
import type { Automation } from './automation';
import { tagsOf } from './automation';
import {
  contentTypesFor,
  fromLabelsFor,
  launchScheduled,
  testRecipientMaxLength,
} from './automation-availability';
import type { DateOptions } from './launch-schedule';
import { emptyDateOptions, scheduleProblems } from './launch-schedule';
import { customRuleSchema, ruleSchema } from './rules';

/** The editor's messages, verbatim (docs/product/automations.md). 'Please select a script' is assumed (ADR 0066). */
export const automationFormMessages = {
  nameRequired: 'Please input Automation name',
  nameLength: 'Length should be 3 to 80',
  userType: 'Please select User type',
  automationType: 'Please select Automation type',
  contentType: 'Please select Content type',
  template: 'Please select a template',
  script: 'Please select a script',
  descriptionLength: 'Length should be at most 300',
  templateLength: 'Length should be at most 300',
  frequency: 'Every nth must be a whole number from 1 to 365',
} as const;

/**
 * The form's limits (docs/product/automations.md); 'every nth' of daily_stats is a whole number from 1 to 365
 * (the product gives none: ADR 0066).
 */
export const automationLimits = {
  nameMin: 3,
  nameMax: 80,
  description: 300,
  template: 300,
  frequencyMin: 1,
  frequencyMax: 365,
} as const;

/** Whether 'every nth' is a whole number within its limits. */
const frequencyValid = (frequency: number | null) =>
  frequency !== null &&
  Number.isInteger(frequency) &&
  frequency >= automationLimits.frequencyMin &&
  frequency <= automationLimits.frequencyMax;

/** Content types that pick a stored template; scripts pick a script name; the rest write template text. */
export const contentUsesTemplate = (contentType: ContentType | '') =>
  contentType === 'email' || contentType === 'notice';

const m = automationFormMessages;

/** A select's choices, or '' while none is chosen; `required` is the message for ''. */
function choice<const T extends readonly [string, ...string[]]>(values: T, required?: string) {
  const schema = z.enum([...values, ''] as const);
  return required ? schema.refine((value) => value !== '', required) : schema;
}

/**
 * The editor's values and rules (docs/product/automations.md); selects hold '' until chosen. The schedule is
 * checked only where it is editable (cron, cron_event). The demo server checks a save against the same rules.
 */
export const automationFormSchema = z
  .object({
    id: z.number().optional(),
    name: z
      .string()
      .refine((name) => name.trim().length > 0, m.nameRequired)
      .refine((name) => {
        const length = name.trim().length;
        return length === 0 || (length >= automationLimits.nameMin && length <= automationLimits.nameMax);
      }, m.nameLength),
    user_type: choice(automationUserTypes, m.userType),
    automation_type: choice(automationTypes, m.automationType),
    content_type: choice(contentTypes, m.contentType),
    content_template_id: z.string(),
    script_name: z.string(),
    description: z.string().max(automationLimits.description, m.descriptionLength),
    template: z.string().max(automationLimits.template, m.templateLength),
    when_to_launch: choice(launchModes),
    date_options: z.custom<DateOptions>(),
    automation_tags: z.array(z.string()),
    from_label: z.string(),
    organization_ids: z.array(z.number()),
    selection_type: z.enum(['WHITELIST', 'BLACKLIST']),
    rules: z.array(ruleSchema),
    custom_rules: z.array(customRuleSchema),
    repeating: choice(sendLimits),
    frequency: z.number().nullable(),
    expire: z.string(),
    send_notification: z.boolean(),
  })
  .superRefine(
    (values, context) => {
      // A content type its user type is not offered is no choice (a saved one the rules now forbid).
      if (values.content_type !== '' && !contentTypeOffered(values.user_type, values.content_type))
        context.addIssue({ code: 'custom', path: ['content_type'], message: m.contentType });
      if (contentUsesTemplate(values.content_type) && values.content_template_id === '')
        context.addIssue({ code: 'custom', path: ['content_template_id'], message: m.template });
      if (values.content_type === 'script' && !scriptsFor(values.user_type).includes(values.script_name))
        context.addIssue({ code: 'custom', path: ['script_name'], message: m.script });
      if (values.repeating === 'daily_stats' && !frequencyValid(values.frequency))
        context.addIssue({ code: 'custom', path: ['frequency'], message: m.frequency });
      if (!launchScheduled(values.automation_type)) return;
      const problems = scheduleProblems({ mode: values.when_to_launch, options: values.date_options });
      for (const [field, message] of Object.entries(problems)) {
        context.addIssue({
          code: 'custom',
          path: field === 'mode' ? ['when_to_launch'] : ['date_options', field],
          message,
        });
      }
      // Run even when a field above failed, so every message shows at once.
    },
    { when: () => true },
  );

/** The editor's values. */
export type AutomationFormValues = z.infer<typeof automationFormSchema>;

export const emptyAutomationForm: AutomationFormValues = {
  name: '',
  automation_tags: [],
  user_type: '',
  automation_type: '',
  content_type: '',
  content_template_id: '',
  description: '',
  template: '',
  from_label: 'homerun_team',
  organization_ids: [],
  selection_type: 'WHITELIST',
  rules: [],
  custom_rules: [],
  when_to_launch: '',
  date_options: emptyDateOptions,
  repeating: '',
  frequency: null,
  expire: '',
  script_name: '',
  send_notification: false,
};

/** Send Test's form: one recipient of at most 30 characters (docs/product/automations.md). */
export const automationTestSchema = z.object({
  recipient: z.string().max(testRecipientMaxLength, `At most ${testRecipientMaxLength} characters`),
});
export type AutomationTestForm = z.infer<typeof automationTestSchema>;

/**
 * Changing user type clears the content type; switching to admin contacts also clears the rules
 * (docs/product/automations.md). Email is not offered to admin contacts, so a notice is not turned into
 * one: the content type is cleared like any other (ADR 0066).
 */
export function withUserType(
  values: AutomationFormValues,
  userType: AutomationUserType,
): AutomationFormValues {
  const cleared = { ...values, user_type: userType, content_type: '' as const, content_template_id: '' };
  return userType === 'admin_contacts' ? { ...cleared, rules: [] } : cleared;
}

/** Changing content type clears the template; only a notice keeps its from label (docs/product/automations.md). */
export const withContentType = (
  values: AutomationFormValues,
  contentType: ContentType,
): AutomationFormValues => ({
  ...values,
  content_type: contentType,
  content_template_id: '',
  from_label: contentType === 'notice' ? values.from_label : emptyAutomationForm.from_label,
});

/** Whether a user type is offered a content type. */
const contentTypeOffered = (userType: AutomationUserType | '', contentType: ContentType) =>
  contentTypesFor(userType).includes(contentType);

/**
 * The form of a saved automation: every field as saved, except a choice its select does not offer (a content
 * type its user type may not use, a script of another audience, a from label of another user type), which is
 * left unchosen so the form shows it missing and says so, instead of keeping a value it cannot show.
 */
export function automationFormValuesOf(automation: Automation): AutomationFormValues {
  const offered = contentTypeOffered(automation.user_type, automation.content_type);
  const fromLabel = automation.from_label ?? emptyAutomationForm.from_label;
  const scriptName = automation.script_name ?? '';
  return {
    ...savedFormValuesOf(automation),
    content_type: offered ? automation.content_type : '',
    content_template_id:
      offered && automation.content_template_id != null ? String(automation.content_template_id) : '',
    from_label: (fromLabelsFor(automation.user_type) as readonly string[]).includes(fromLabel)
      ? fromLabel
      : emptyAutomationForm.from_label,
    script_name: scriptsFor(automation.user_type).includes(scriptName) ? scriptName : '',
  };
}

function savedFormValuesOf(automation: Automation): AutomationFormValues {
  return {
    id: automation.id,
    name: automation.name,
    automation_tags: tagsOf(automation.automation_tags),
    user_type: automation.user_type,
    automation_type: automation.automation_type,
    content_type: automation.content_type,
    content_template_id: automation.content_template_id == null ? '' : String(automation.content_template_id),
    description: automation.description ?? '',
    template: automation.template ?? '',
    from_label: automation.from_label ?? emptyAutomationForm.from_label,
    organization_ids: (automation.organization_ids ?? '').split(',').filter(Boolean).map(Number),
    selection_type: automation.selection_type ?? 'WHITELIST',
    rules: automation.rules ?? [],
    custom_rules: automation.custom_rules ?? [],
    when_to_launch: (automation.when_to_launch ?? '') as LaunchMode | '',
    date_options: automation.date_options ?? emptyDateOptions,
    repeating: (automation.repeating ?? '') as SendLimit | '',
    frequency: automation.extra_options?.frequency ?? null,
    expire: automation.expire ?? '',
    script_name: automation.script_name ?? '',
    send_notification: automation.send_notification ?? false,
  };
}

/**
 * The body of saveAutomation, previewData and executeAutomation (docs/endpoints.md): tags and organisations
 * as comma strings, rules as a list, and for cron types date_options and extra_options as JSON strings.
 * The send limit applies to every type, so extra_options (its 'every nth') is sent for every type: as
 * JSON text for cron types, as an object for the others (ADR 0066).
 */
export function automationBodyOf(values: AutomationFormValues) {
  const { automation_tags, organization_ids, frequency, date_options, content_template_id, ...rest } = values;
  const scheduled = launchScheduled(values.automation_type);
  const extraOptions = {
    repeating_field: null,
    frequency: values.repeating === 'daily_stats' ? frequency : null,
  };
  return {
    ...rest,
    automation_tags: automation_tags.join(','),
    organization_ids: organization_ids.join(','),
    content_template_id: content_template_id === '' ? null : Number(content_template_id),
    date_options: scheduled ? JSON.stringify(date_options) : null,
    extra_options: scheduled ? JSON.stringify(extraOptions) : extraOptions,
    when_to_launch: scheduled ? values.when_to_launch : null,
  };
}
export type AutomationBody = ReturnType<typeof automationBodyOf>;
