import type {
  AutomationJob,
  AutomationUserType,
  ExecuteResult,
  LaunchMode,
  ScheduleEntry,
  StatsEntry,
  StatsWindow,
} from '@stride/domain';
import {
  automationFormSchema,
  automationFormValuesOf,
  automationSchema,
  emptyDateOptions,
  nextLaunches,
} from '@stride/domain';
import type { DbAutomation } from './automation-shape';
import type { Audience } from './automation-audience';
import type { DemoDb } from '../data/db-shape';
import { demoNow, formatDateTime } from '../data/demo-calendar';
import { createSeededRandom } from '../data/seeded-random';

/** What a write is stamped with: the demo's now (a launch is the automation's last run). */
const now = () => demoNow();

/** A saved body as a stored automation, or the form's first problem (the server checks what the editor checks). */
export function storedAutomationOf(db: DemoDb, body: Record<string, unknown>): DbAutomation | string {
  const existing =
    typeof body.id === 'number' ? db.automations.find((automation) => automation.id === body.id) : undefined;
  const id = existing?.id ?? Math.max(0, ...db.automations.map((automation) => automation.id)) + 1;
  const parsed = automationSchema.safeParse({
    ...body,
    id,
    status: existing?.status ?? 'OK',
    created_at: existing?.created_at ?? now(),
    updated_at: now(),
  });
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Invalid automation';
  const checked = automationFormSchema.safeParse(automationFormValuesOf(parsed.data));
  return checked.success ? parsed.data : (checked.error.issues[0]?.message ?? 'Invalid automation');
}

export function storeAutomation(db: DemoDb, automation: DbAutomation) {
  db.automations = [...db.automations.filter((row) => row.id !== automation.id), automation];
}

/** A copy of an automation under the next id, named '<name> (copy)' and switched off (ADR 0068). */
export function duplicateOf(db: DemoDb, automation: DbAutomation): DbAutomation {
  const id = Math.max(0, ...db.automations.map((row) => row.id)) + 1;
  return {
    ...automation,
    id,
    name: `${automation.name} (copy)`.slice(0, 80),
    status: 'DISABLED',
    created_at: now(),
    updated_at: now(),
  };
}

/** What a launch reports, and what it records: a completed job, a log row and a detailed row per recipient. */
export function launch(
  db: DemoDb,
  automation: {
    id?: number;
    name: string;
    automation_type: string;
    content_type: string;
    user_type: AutomationUserType;
  },
  audience: Audience,
  limitRows: number | null,
): ExecuteResult {
  const processed = limitRows && limitRows > 0 ? audience.toProcess.slice(0, limitRows) : audience.toProcess;
  const at = now();
  if (automation.id !== undefined) {
    const logId = Math.max(0, ...db.automationLogs.map((log) => log.id)) + 1;
    db.automationLogs = [
      {
        id: logId,
        automation_id: automation.id,
        automation_type: automation.automation_type,
        content_type: automation.content_type,
        user_type: automation.user_type,
        created_at: at,
        updated_at: at,
      },
      ...db.automationLogs,
    ];
    const firstDetail = Math.max(0, ...db.detailedLogs.map((log) => log.id)) + 1;
    db.detailedLogs = [
      ...processed.map((candidate, index) => ({
        id: firstDetail + index,
        automation_id: automation.id as number,
        user_id: candidate.userId,
        school_id: candidate.schoolId,
        event_trigger: 'MANUAL_LAUNCH',
        created_at: at,
      })),
      ...db.detailedLogs,
    ];
    const schools = [
      ...new Set(processed.map((candidate) => candidate.schoolId).filter((id) => id !== null)),
    ].join(',');
    const job: AutomationJob & { id: number } = {
      id: Math.max(0, ...db.automationJobs.map((row) => row.id)) + 1,
      name: automation.name,
      status: 'COMPLETED',
      type: automation.automation_type,
      automation_id: automation.id,
      from_date: demoNow().slice(0, 10),
      organization_ids: schools,
      completed_organization_ids: schools,
      error_message: null,
      created_at: at,
      updated_at: at,
    };
    db.automationJobs = [job, ...db.automationJobs];
  }
  return resultOf(audience, processed.length);
}

export function resultOf(audience: Audience, processed: number): ExecuteResult {
  return {
    status: 'OK',
    total_rows: audience.matched.length,
    total_processed: processed,
    skipped: audience.alreadySent.length,
    total_ignored_users: audience.ignored.length,
    filtered_schools: new Set(audience.matched.map((candidate) => candidate.schoolId)).size,
    ignored_organization_ids: audience.ignoredOrganisationIds,
  };
}

/** Delivery stats of an automation: 3 months by month from its detailed logs, or the last 24 hours by hour. */
export function statsOf(db: DemoDb, automation: DbAutomation, window: StatsWindow): StatsEntry[] {
  const sends =
    automation.content_type === 'email' ||
    automation.content_type === 'notice' ||
    automation.content_type === 'push_notifications' ||
    automation.content_type === 'sms';
  const random = createSeededRandom(automation.id * 7919 + (window === '3m' ? 1 : 2));
  const entry = (time: string, accepted: number): StatsEntry => {
    const delivered = Math.round(accepted * random.float(0.9, 0.99));
    const permanent = Math.round((accepted - delivered) * random.float(0.3, 0.7));
    const opened = Math.round(delivered * random.float(0.2, 0.6));
    return {
      time,
      accepted: { total: accepted },
      delivered: { total: delivered },
      opened: { unique: opened },
      failed: { permanent: { total: permanent }, temporary: { total: accepted - delivered - permanent } },
      clicked: { total: Math.round(opened * random.float(0.05, 0.3)) },
    };
  };
  const logs = db.detailedLogs.filter((log) => log.automation_id === automation.id);
  if (window === '3m') {
    return ['2026-04', '2026-05', '2026-06'].map((month) =>
      entry(
        `${month}-01 00:00:00`,
        sends ? logs.filter((log) => log.created_at?.startsWith(month)).length * 35 : 0,
      ),
    );
  }
  return Array.from({ length: 24 }, (_, hour) =>
    entry(
      `2026-06-14 ${String(hour).padStart(2, '0')}:00:00`,
      sends && hour >= 6 && hour <= 21 ? random.int(0, 40) : 0,
    ),
  );
}

const two = (value: number) => String(value).padStart(2, '0');
/** A launch in local time as the API writes date-times. */
const launchTime = (date: Date) =>
  `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}:00`;

/** The demo's now as a Date (demoNow is written in UTC). */
const demoNowDate = () => new Date(`${demoNow().replace(' ', 'T')}Z`);

/**
 * The next launches of a scheduled automation from the demo's now, as schedule entries: the editor's next
 * launches count from the same moment with the same rule (`nextLaunches`), so the two never disagree.
 */
export function scheduleOf(automation: DbAutomation): ScheduleEntry[] {
  if (automation.automation_type !== 'cron' && automation.automation_type !== 'cron_event') return [];
  const launches = nextLaunches(
    {
      mode: (automation.when_to_launch ?? '') as LaunchMode | '',
      options: automation.date_options ?? emptyDateOptions,
    },
    demoNowDate(),
    10,
  );
  return launches.map((date) => ({
    from_date: launchTime(date),
    school_ids: automation.organization_ids ?? '',
    school_selection: automation.selection_type ?? 'WHITELIST',
    created_at: automation.updated_at ?? formatDateTime(date),
  }));
}

/** storeJob: a PENDING run of the automation from `fromDate` for the schools (blank: every school), newest first. */
export function queueJob(
  db: DemoDb,
  automation: DbAutomation,
  fromDate: string,
  schoolIds: number[],
): AutomationJob & { id: number } {
  const at = now();
  const job: AutomationJob & { id: number } = {
    id: Math.max(0, ...db.automationJobs.map((row) => row.id)) + 1,
    name: automation.name,
    status: 'PENDING',
    type: automation.automation_type,
    automation_id: automation.id,
    from_date: fromDate,
    organization_ids: schoolIds.join(','),
    completed_organization_ids: '',
    error_message: null,
    created_at: at,
    updated_at: at,
  };
  db.automationJobs = [job, ...db.automationJobs];
  return job;
}
