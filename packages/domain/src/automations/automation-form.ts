import { z } from 'zod';
import type {
  AutomationType,
  ContentType,
  LaunchMode,
  SendLimit,
  AutomationUserType,
} from './automation-choices';
import type { Automation } from './automation';
import { tagsOf } from './automation';
import { launchScheduled } from './automation-availability';
import type { DateOptions } from './launch-schedule';
import { emptyDateOptions, scheduleProblems } from './launch-schedule';
import type { CustomRule, Rule } from './rules';

/** Spec 2 §5 messages, verbatim. 'Please select a script' is assumed (ADR 0066). */
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
} as const;

export const automationLimits = { nameMin: 3, nameMax: 80, description: 300, template: 300 } as const;

/** The editor's values; selects hold '' until chosen. */
export type AutomationFormValues = {
  id?: number;
  name: string;
  automation_tags: string[];
  user_type: AutomationUserType | '';
  automation_type: AutomationType | '';
  content_type: ContentType | '';
  content_template_id: string;
  description: string;
  template: string;
  from_label: string;
  organization_ids: number[];
  selection_type: 'WHITELIST' | 'BLACKLIST';
  rules: Rule[];
  custom_rules: CustomRule[];
  when_to_launch: LaunchMode | '';
  date_options: DateOptions;
  repeating: SendLimit | '';
  frequency: number | null;
  expire: string;
  script_name: string;
  send_notification: boolean;
};

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

/** Content types that pick a stored template; scripts pick a script name; the rest write template text. */
export const contentUsesTemplate = (contentType: ContentType | '') =>
  contentType === 'email' || contentType === 'notice';

const m = automationFormMessages;

/** The editor's rules (spec 2 §5); the schedule is checked only where it is editable (cron, cron_event). */
export const automationFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .refine((name) => name.length > 0, m.nameRequired)
      .refine(
        (name) =>
          name.length === 0 ||
          (name.length >= automationLimits.nameMin && name.length <= automationLimits.nameMax),
        m.nameLength,
      ),
    user_type: z.string().min(1, m.userType),
    automation_type: z.string().min(1, m.automationType),
    content_type: z.string().min(1, m.contentType),
    content_template_id: z.string(),
    script_name: z.string(),
    description: z.string().max(automationLimits.description, m.descriptionLength),
    template: z.string().max(automationLimits.template, m.templateLength),
    when_to_launch: z.string(),
    date_options: z.custom<DateOptions>(),
  })
  .loose()
  .superRefine(
    (values, context) => {
      const contentType = values.content_type as ContentType | '';
      if (contentUsesTemplate(contentType) && values.content_template_id === '')
        context.addIssue({ code: 'custom', path: ['content_template_id'], message: m.template });
      if (contentType === 'script' && values.script_name === '')
        context.addIssue({ code: 'custom', path: ['script_name'], message: m.script });
      if (!launchScheduled(values.automation_type as AutomationType | '')) return;
      const problems = scheduleProblems({
        mode: values.when_to_launch as LaunchMode | '',
        options: values.date_options,
      });
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

/** Changing user type clears the content type; switching to admin contacts clears rules and turns a notice into an email (spec 2 §4). */
export function withUserType(
  values: AutomationFormValues,
  userType: AutomationUserType,
): AutomationFormValues {
  if (userType === 'admin_contacts') {
    return {
      ...values,
      user_type: userType,
      rules: [],
      content_type: values.content_type === 'notice' ? 'email' : '',
      content_template_id: '',
    };
  }
  return { ...values, user_type: userType, content_type: '', content_template_id: '' };
}

/** The form of a saved automation. */
export function automationFormValuesOf(automation: Automation): AutomationFormValues {
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
 * The body of saveAutomation, previewData and executeAutomation (spec 2 §7): tags and organisations
 * as comma strings, rules as a list, and for cron types date_options and extra_options as JSON strings.
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
    extra_options: scheduled ? JSON.stringify(extraOptions) : null,
    when_to_launch: scheduled ? values.when_to_launch : null,
  };
}
export type AutomationBody = ReturnType<typeof automationBodyOf>;
