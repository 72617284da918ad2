import { emailTemplateAudienceOf, jobStatuses, noticeTemplateTypesFor } from '@stride/domain';
import type { DbAccount, DbParent, DbSchool } from '../data/db-shape';
import type {
  AutomationTables,
  DbAutomation,
  DbAutomationJob,
  DbAutomationTemplate,
} from './automation-shape';
import { automationIdeas } from './automation-catalogue';
import { dateTimeBetween } from '../data/demo-calendar';
import { createMailTemplates, type DbMailTemplate } from './mail-templates';
import type { DbNoticeTemplate } from '../notices/notice-shape';
import type { SeededRandom } from '../data/seeded-random';

/** What an automation may send: the email templates (not headers or footers) and the notice templates. */
function createTemplates(
  mailTemplates: DbMailTemplate[],
  noticeTemplates: DbNoticeTemplate[],
): DbAutomationTemplate[] {
  return [
    ...mailTemplates
      .filter((template) => template.type === 'template')
      .map(({ id, title, user_type }) => ({ id, content_type: 'email' as const, title, user_type })),
    ...noticeTemplates.map(({ id, template_title, template_type }) => ({
      id,
      content_type: 'notice' as const,
      template_title,
      template_type,
    })),
  ];
}

/**
 * The template an idea uses: the one with the closest title among those its audience may use (email templates
 * by user type, notice templates by type), else the first of those.
 */
function templateFor(
  templates: DbAutomationTemplate[],
  content: string,
  userType: DbAutomation['user_type'],
  name: string,
) {
  const offered = templates.filter(
    (template) =>
      template.content_type === content &&
      (content === 'email'
        ? template.user_type === emailTemplateAudienceOf(userType)
        : noticeTemplateTypesFor(userType).includes(template.template_type ?? 0)),
  );
  const words = name.toLowerCase().split(' ');
  return (
    offered.find((template) =>
      words.some(
        (word) =>
          word.length > 3 && (template.title ?? template.template_title ?? '').toLowerCase().includes(word),
      ),
    ) ?? offered[0]
  );
}

const jobMessages = [
  'Mail provider rejected the batch: rate limit exceeded',
  'Template rendering failed: missing {school_name}',
  'Timed out after 600 s',
];

export function generateAutomations(
  random: SeededRandom,
  schools: DbSchool[],
  parents: DbParent[],
  accounts: DbAccount[],
  noticeTemplates: DbNoticeTemplate[],
): AutomationTables {
  const mailTemplates = createMailTemplates();
  const automationTemplates = createTemplates(mailTemplates, noticeTemplates);
  const automations: DbAutomation[] = automationIdeas.map((idea, index) => {
    const created = dateTimeBetween(random, '2025-01-06', '2026-03-31');
    const template = templateFor(automationTemplates, idea.content, idea.users, idea.name);
    const someSchools = random
      .shuffle(schools)
      .slice(0, random.int(2, 5))
      .map((school) => school.id);
    const scoped = idea.users !== 'superadmin' && idea.users !== 'superadmin_grouped' && random.chance(0.3);
    return {
      id: index + 1,
      name: idea.name,
      automation_tags: idea.tags,
      content_type: idea.content,
      content_template_id: template?.id ?? null,
      user_type: idea.users,
      description: idea.description,
      automation_type: idea.type,
      from_label:
        idea.content === 'notice' ? (idea.users === 'per_school' ? 'school_info' : 'homerun_team') : null,
      template: idea.template ?? null,
      repeating: idea.repeating,
      when_to_launch: idea.launch ?? null,
      expire: random.chance(0.2) ? '2027-07-31' : null,
      script_name: idea.script ?? null,
      organization_ids: scoped ? someSchools.join(',') : '',
      rules: idea.rules ?? [],
      custom_rules:
        idea.users === 'parents' && random.chance(0.3) ? [{ custom_selection: 'new_user', value: 1 }] : [],
      selection_type: scoped && random.chance(0.3) ? 'BLACKLIST' : 'WHITELIST',
      date_options: idea.options ?? null,
      extra_options:
        idea.repeating === 'daily_stats' ? { repeating_field: null, frequency: random.int(1, 3) } : null,
      send_notification: idea.content === 'notice' ? random.chance(0.5) : false,
      status: idea.active === false ? 'DISABLED' : 'OK',
      created_at: created,
      updated_at: dateTimeBetween(random, created.slice(0, 10), '2026-06-14'),
    };
  });

  const launched = automations.filter(
    (automation) => automation.content_type !== 'script' || random.chance(0.5),
  );
  const automationJobs: DbAutomationJob[] = Array.from({ length: 48 }, (_, index) => {
    const automation = random.pick(automations);
    const status =
      index < jobStatuses.length
        ? jobStatuses[index]
        : random.weighted([
            ['COMPLETED', 8],
            ['ERROR', 2],
            ['IN_PROGRESS', 1],
            ['PENDING', 1],
          ] as const);
    const orgs = random
      .shuffle(schools)
      .slice(0, random.int(1, 6))
      .map((school) => school.id);
    const done =
      status === 'COMPLETED'
        ? orgs
        : status === 'PENDING'
          ? []
          : orgs.slice(0, random.int(0, orgs.length - 1));
    const created = dateTimeBetween(random, '2026-05-01', '2026-06-15');
    return {
      id: index + 1,
      name: `${automation.name} #${index + 1}`,
      status,
      type: automation.automation_type,
      automation_id: automation.id,
      from_date: created.slice(0, 10),
      organization_ids: orgs.join(','),
      completed_organization_ids: done.join(','),
      error_message: status === 'ERROR' ? random.pick(jobMessages) : null,
      created_at: created,
      updated_at: created,
    };
  }).sort((a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? ''));

  const automationLogs = Array.from({ length: 260 }, (_, index) => {
    const automation = random.pick(launched);
    const created = dateTimeBetween(random, '2026-01-05', '2026-06-15');
    return {
      id: index + 1,
      automation_id: automation.id,
      automation_type: automation.automation_type,
      content_type: automation.content_type,
      user_type: automation.user_type,
      created_at: created,
      updated_at: created,
    };
  }).sort((a, b) => b.created_at.localeCompare(a.created_at));

  const recipients = [
    ...parents.slice(0, 400),
    ...accounts.filter((account) => account.organization_id !== null),
  ];
  const detailedLogs = automationLogs
    .flatMap((log) =>
      Array.from({ length: random.int(1, 6) }, () => {
        const person = random.pick(recipients);
        const schoolId = 'school_ids' in person ? person.school_ids[0] : person.organization_id;
        return {
          automation_id: log.automation_id,
          user_id: log.user_type === 'per_school' ? null : person.id,
          school_id: schoolId ?? null,
          event_trigger: log.automation_type === 'event' ? 'ACCOUNT_CREATED' : null,
          created_at: log.created_at,
        };
      }),
    )
    .map((row, index) => ({ id: index + 1, ...row }));

  return { automations, automationJobs, automationLogs, detailedLogs, mailTemplates };
}
