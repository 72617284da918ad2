import * as api from '@stride/api';
import { isApiError } from '@stride/api';
import type { AutomationFormValues } from '@stride/domain';
import {
  automationBodyOf,
  automationFormSchema,
  automationFormValuesOf,
  automationJobSchema,
  emailTemplateAudienceOf,
  noticeTemplateTypesFor,
  emptyAutomationForm,
  emptyDateOptions,
  jobStatuses,
  nextLaunches,
} from '@stride/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stopDemoClock } from '../data/demo-calendar';
import { demoDb, resetDemoDb } from '../data/demo-db';
import { rejectionOf, signedInClient, startDemoServerForTests } from '../testing/demo-api';

startDemoServerForTests();
beforeEach(() => {
  resetDemoDb();
});
afterEach(() => stopDemoClock(null));

const two = (value: number) => String(value).padStart(2, '0');
/** A local time as the API writes date-times. */
const localDateTime = (date: Date) =>
  `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}:00`;

const newAutomation: AutomationFormValues = {
  ...emptyAutomationForm,
  name: 'Walkers newsletter',
  user_type: 'parents',
  automation_type: 'cron',
  content_type: 'email',
  content_template_id: '200',
  repeating: 'once_month',
  when_to_launch: 'custom',
  date_options: { ...emptyDateOptions, months: [9, 10], days: ['last'], time: 'night' },
};

describe('automation list and seeded data', () => {
  it('holds dozens of automations of every type, user type and content type, and jobs in every status', async () => {
    const client = await signedInClient('super@demo.test');
    const { automations } = await api.getAutomations(client);
    expect(automations.length).toBeGreaterThanOrEqual(24);
    expect(new Set(automations.map((a) => a.automation_type))).toEqual(
      new Set(['cron', 'manual', 'event', 'cron_event']),
    );
    expect(new Set(automations.map((a) => a.user_type)).size).toBe(9);
    expect(new Set(automations.map((a) => a.content_type)).size).toBe(6);
    const { jobs } = await api.getAutomationJobs(client);
    expect(new Set(jobs.map((job) => job.status))).toEqual(new Set(jobStatuses));
    expect(jobs.every((job) => automationJobSchema.safeParse(job).success)).toBe(true);
  });

  // Every seeded automation opens in the editor as saved: its content type, template and script are
  // choices its audience is offered, and the form passes the editor's rules.
  // Rules: automations.editor.saved-shows-what-is-missing
  it('holds only automations the editor shows as saved', () => {
    for (const automation of demoDb.automations) {
      const form = automationFormValuesOf(automation);
      expect(automationFormSchema.safeParse(form).success, automation.name).toBe(true);
      expect(form.content_type, automation.name).toBe(automation.content_type);
      expect(form.content_template_id, automation.name).toBe(
        automation.content_template_id == null ? '' : String(automation.content_template_id),
      );
      if (automation.content_type === 'email') {
        const template = demoDb.mailTemplates.find((row) => row.id === automation.content_template_id);
        expect(template?.user_type, automation.name).toBe(emailTemplateAudienceOf(automation.user_type));
      }
      if (automation.content_type === 'notice') {
        const template = demoDb.noticeTemplates.find((row) => row.id === automation.content_template_id);
        expect(noticeTemplateTypesFor(automation.user_type), automation.name).toContain(
          template?.template_type,
        );
      }
    }
  });

  it('is for the super admin only', async () => {
    const council = await signedInClient('council@demo.test');
    const refused = await rejectionOf(api.getAutomations(council));
    expect(isApiError(refused) && refused.status).toBe(403);
  });
});

describe('automation writes persist', () => {
  it('saves a new automation with its schedule, edits it, and lists its upcoming launches', async () => {
    const client = await signedInClient('super@demo.test');
    const { id } = await api.saveAutomation(client, automationBodyOf(newAutomation));
    const { automation } = await api.getAutomation(client, id);
    expect(automationFormValuesOf(automation)).toMatchObject({
      name: 'Walkers newsletter',
      date_options: newAutomation.date_options,
      content_template_id: '200',
    });
    await api.saveAutomation(client, automationBodyOf({ ...newAutomation, id, name: 'Walkers monthly' }));
    expect(
      (await api.getAutomations(client)).automations.filter((row) => row.name.startsWith('Walkers')),
    ).toHaveLength(1);
    stopDemoClock('2026-06-15 12:00:00');
    const { schedule } = await api.getAutomationSchedule(client, id);
    // On 15 June 2026: the last days of September and October, at 9pm.
    expect(schedule.slice(0, 2).map((entry) => entry.from_date)).toEqual([
      '2026-09-30 21:00:00',
      '2026-10-31 21:00:00',
    ]);
  });

  // The upcoming schedule counts from the demo's now, as the editor's next launches do: on 28 Nov 2026
  // the weekly Monday tips launch next on Mon 30 Nov, never on a past date.
  // Rules: automations.schedule.upcoming-from-now
  it('lists upcoming launches from now, the same as the next launches of the schedule', async () => {
    const client = await signedInClient('super@demo.test');
    stopDemoClock('2026-11-28 09:00:00');
    const weekly = demoDb.automations.find((row) => row.name === 'Weekly travel tips for parents')!;
    const { schedule } = await api.getAutomationSchedule(client, weekly.id);
    const now = new Date(2026, 10, 28, 9);
    const next = nextLaunches({ mode: 'custom', options: weekly.date_options! }, now, schedule.length);
    expect(schedule[0]?.from_date).toBe('2026-11-30 10:00:00');
    expect(schedule.map((entry) => entry.from_date)).toEqual(next.map(localDateTime));
  });

  it('refuses what the editor refuses, with its message', async () => {
    const client = await signedInClient('super@demo.test');
    const refused = await rejectionOf(
      api.saveAutomation(
        client,
        automationBodyOf({ ...newAutomation, date_options: { ...emptyDateOptions, months: [9] } }),
      ),
    );
    expect(isApiError(refused) && refused.message).toBe('Weeks or days required');
  });

  // Rules: automations.calls.delete-duplicate, automations.calls.update-field
  it('duplicates, toggles and deletes', async () => {
    const client = await signedInClient('super@demo.test');
    const cron = demoDb.automations.find((row) => row.automation_type === 'cron' && row.status === 'OK');
    if (!cron) throw new Error('no cron automation');
    const { id } = await api.duplicateAutomation(client, cron.id);
    expect((await api.getAutomation(client, id)).automation).toMatchObject({
      name: `${cron.name} (copy)`,
      rules: cron.rules,
    });
    await api.updateAutomationStatus(client, cron.id, false);
    expect((await api.getAutomation(client, cron.id)).automation.status).not.toBe('OK');
    await api.updateAutomationStatus(client, cron.id, true);
    expect((await api.getAutomation(client, cron.id)).automation.status).toBe('OK');
    await api.deleteAutomation(client, id);
    expect((await api.getAutomations(client)).automations.map((row) => row.id)).not.toContain(id);
  });
});

describe('previews and launches use the seeded users', () => {
  it('applies the rules and the school selection to the seeded parents', async () => {
    const client = await signedInClient('super@demo.test');
    const school = demoDb.schools[0];
    const body = automationBodyOf({
      ...newAutomation,
      automation_type: 'manual',
      organization_ids: [school.id],
      rules: [{ field: 'users.verified_at', comparison: 'is_not_null' }],
    });
    const { rows, total } = await api.previewAutomation(client, body, 'previewAll');
    const expected = demoDb.parents.filter((parent) => parent.school_ids[0] === school.id && parent.verified);
    expect(total).toBe(expected.length);
    expect(rows.map((row) => row['users.id'])).toEqual(expected.map((parent) => parent.id).slice(0, 500));
    expect((await api.previewAutomation(client, body, 'previewFirstOnly')).rows).toHaveLength(1);
    const blacklist = await api.previewAutomation(
      client,
      { ...body, selection_type: 'BLACKLIST' },
      'previewAll',
    );
    expect(blacklist.rows.every((row) => row['organizations.id'] !== school.id)).toBe(true);
  });

  it('launches a manual automation, recording a log, and skips its recipients the next time', async () => {
    const client = await signedInClient('super@demo.test');
    const manual = demoDb.automations.find((row) => row.name === 'Cycling parents newsletter');
    if (!manual) throw new Error('missing manual automation');
    const body = { ...automationBodyOf(automationFormValuesOf(manual)), limit_rows: 5 };
    const first = await api.executeAutomation(client, body);
    expect(first).toMatchObject({ status: 'OK', total_processed: 5 });
    expect((await api.getAutomationLogs(client, manual.id, 0)).logs[0]).toMatchObject({
      automation_id: manual.id,
    });
    const second = await api.executeAutomation(client, body);
    expect(second.skipped).toBeGreaterThanOrEqual(first.skipped + 5);
    const test = await api.sendAutomationTest(
      client,
      automationBodyOf(automationFormValuesOf(manual)),
      'me@stride.test',
    );
    expect(test.total_processed).toBe(1);
  });
});

describe('stats and logs', () => {
  it('answers 3 months by month and 24 hours by hour', async () => {
    const client = await signedInClient('super@demo.test');
    const email = demoDb.automations.find((row) => row.content_type === 'email') ?? demoDb.automations[0];
    expect((await api.getAutomationStats(client, email.id, '3m')).stats).toHaveLength(3);
    expect((await api.getAutomationStats(client, email.id, '24h')).stats).toHaveLength(24);
  });

  // Rules: automations.logs.paged, automations.calls.logs
  it('pages logs from page 0 and filters by automation', async () => {
    const client = await signedInClient('super@demo.test');
    const first = await api.getAutomationLogs(client, null, 0);
    const second = await api.getAutomationLogs(client, null, 1);
    expect(first.logs).toHaveLength(20);
    expect(second.logs[0].id).not.toBe(first.logs[0].id);
    const id = first.logs[0].automation_id;
    expect((await api.getAutomationLogs(client, id, 0)).logs.every((log) => log.automation_id === id)).toBe(
      true,
    );
    const detailed = await api.getDetailedLogs(client, id, 0);
    expect(detailed.total).toBeGreaterThan(0);
    expect(detailed.logs.every((log) => log.automation_id === id)).toBe(true);
  });

  it('offers templates by content type', async () => {
    const client = await signedInClient('super@demo.test');
    expect(
      (await api.getAutomationTemplates(client, 'email')).templates.every((template) => template.title),
    ).toBe(true);
    expect(
      (await api.getAutomationTemplates(client, 'notice')).templates.every(
        (template) => template.template_title,
      ),
    ).toBe(true);
  });
});

describe('storeJob', () => {
  const statusOf = async (promise: Promise<unknown>) => {
    const failure = await rejectionOf(promise);
    return isApiError(failure) ? failure.status : failure;
  };

  it('queues a PENDING job at the top of the jobs list', async () => {
    const client = await signedInClient('super@demo.test');
    const automation = demoDb.automations[1]!;
    const schoolIds = demoDb.schools.slice(0, 2).map((school) => school.id);
    const { job } = await api.storeJob(client, {
      automation_id: automation.id!,
      from_date: '2026-12-01',
      organization_ids: schoolIds,
    });
    expect(job).toMatchObject({
      name: automation.name,
      status: 'PENDING',
      automation_id: automation.id,
      from_date: '2026-12-01',
      organization_ids: schoolIds.join(','),
    });
    expect((await api.getAutomationJobs(client)).jobs[0]).toEqual(job);
  });

  it('refuses an unknown automation or school (404), a bad date (422) and other roles (403)', async () => {
    const client = await signedInClient('super@demo.test');
    const body = { automation_id: demoDb.automations[0]!.id!, from_date: '2026-12-01', organization_ids: [] };
    expect(await statusOf(api.storeJob(client, { ...body, automation_id: 999_999 }))).toBe(404);
    expect(await statusOf(api.storeJob(client, { ...body, organization_ids: [999_999] }))).toBe(404);
    expect(await statusOf(api.storeJob(client, { ...body, from_date: 'soon' }))).toBe(422);
    expect(await statusOf(api.storeJob(await signedInClient('council@demo.test'), body))).toBe(403);
  });
});
