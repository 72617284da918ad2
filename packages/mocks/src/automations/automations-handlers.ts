import type {
  AutomationIdAnswer,
  AutomationJobsAnswer,
  AutomationLogsAnswer,
  AutomationScheduleAnswer,
  AutomationStatsAnswer,
  AutomationWriteAnswer,
  AutomationsAnswer,
  DetailedLogsAnswer,
  PreviewAnswer,
  StoreJobAnswer,
} from '@stride/api';
import {
  automationJobsPath,
  automationLogsPath,
  automationPath,
  automationSchedulePath,
  automationStatsPath,
  automationsPath,
  detailedLogsPath,
  duplicateItemPath,
  executeAutomationPath,
  previewAutomationPath,
  removeItemPath,
  sendTestPath,
  storeJobPath,
  updateFieldPath,
} from '@stride/api';
import type { AutomationUserType, PreviewFlag, Rule } from '@stride/domain';
import { previewModes, ruleSchema, statsWindows, testRecipientMaxLength } from '@stride/domain';
import type { HttpResponseResolver } from 'msw';
import { http, HttpResponse } from 'msw';
import { errorAnswer, forbiddenAnswer, notFoundAnswer } from '../answers/error-answers';
import { audienceOf, previewRows } from './automation-audience';
import {
  duplicateOf,
  launch,
  resultOf,
  scheduleOf,
  statsOf,
  queueJob,
  storeAutomation,
  storedAutomationOf,
} from './automation-writes';
import { demoDb } from '../data/demo-db';
import { asCaller, opens } from '../session/caller';
import type { Role } from '@stride/domain';
import { anyHost } from '../handlers/any-host';
import { readJsonBody, textField } from '../handlers/read-json-body';

/** The automation area is the super admin's (docs/product/automations.md). */
const superOnly = (role: Role | null) =>
  opens(role, 'automations') ? null : forbiddenAnswer('manage automations');
const automationById = (id: unknown) => demoDb.automations.find((automation) => automation.id === Number(id));

/** Log pages hold 20 rows (ADR 0067). */
const logPageSize = 20;
const pageOf = <T>(rows: T[], page: number) => ({
  logs: rows.slice(page * logPageSize, (page + 1) * logPageSize),
  total: rows.length,
  per_page: logPageSize,
});

/** The audience part of a preview or launch body; null when the user type is missing. */
function audienceQueryOf(body: Record<string, unknown>) {
  const userType = textField(body, 'user_type') as AutomationUserType;
  if (!userType) return null;
  const rules = Array.isArray(body.rules)
    ? body.rules.flatMap((rule) => {
        const parsed = ruleSchema.safeParse(rule);
        return parsed.success ? [parsed.data as Rule] : [];
      })
    : [];
  return {
    id: typeof body.id === 'number' ? body.id : undefined,
    user_type: userType,
    rules,
    organization_ids: textField(body, 'organization_ids'),
    selection_type: body.selection_type === 'BLACKLIST' ? ('BLACKLIST' as const) : ('WHITELIST' as const),
  };
}

/**
 * remove/{kind}/{id} and duplicate/{kind}/{id} are shared with the template lists: this file
 * answers kind 'automation' and lets other kinds fall through to their own handlers.
 */
function automationKindOnly(
  resolve: Parameters<typeof asCaller<{ kind: string; id: string }>>[0],
): HttpResponseResolver<{ kind: string; id: string }> {
  const answer = asCaller(resolve);
  return (info) => (info.params.kind === 'automation' ? answer(info) : undefined);
}

export const automationHandlers = [
  http.get(
    anyHost(automationsPath),
    asCaller(
      ({ caller }) =>
        superOnly(caller.role) ?? HttpResponse.json<AutomationsAnswer>({ automations: demoDb.automations }),
    ),
  ),

  http.post(
    anyHost(automationsPath),
    asCaller(async ({ request, caller }) => {
      const refused = superOnly(caller.role);
      if (refused) return refused;
      const stored = storedAutomationOf(demoDb, await readJsonBody(request));
      if (typeof stored === 'string') return errorAnswer(422, 'invalid', stored);
      storeAutomation(demoDb, stored);
      return HttpResponse.json<AutomationIdAnswer>({ id: stored.id });
    }),
  ),

  http.get<{ id: string }>(
    anyHost(automationPath(':id')),
    asCaller(({ params, caller }) => {
      const automation = automationById(params.id);
      return (
        superOnly(caller.role) ??
        (automation ? HttpResponse.json({ automation }) : notFoundAnswer('Automation'))
      );
    }),
  ),

  http.delete<{ kind: string; id: string }>(
    anyHost(removeItemPath(':kind', ':id')),
    automationKindOnly(({ params, caller }) => {
      const refused = superOnly(caller.role);
      if (refused) return refused;
      if (!automationById(params.id)) return notFoundAnswer('Automation');
      demoDb.automations = demoDb.automations.filter((automation) => automation.id !== Number(params.id));
      return HttpResponse.json<AutomationWriteAnswer>({ success: true });
    }),
  ),

  http.post<{ kind: string; id: string }>(
    anyHost(duplicateItemPath(':kind', ':id')),
    automationKindOnly(({ params, caller }) => {
      const refused = superOnly(caller.role);
      if (refused) return refused;
      const automation = automationById(params.id);
      if (!automation) return notFoundAnswer('Automation');
      const copy = duplicateOf(demoDb, automation);
      storeAutomation(demoDb, copy);
      return HttpResponse.json<AutomationIdAnswer>({ id: copy.id });
    }),
  ),

  http.post<{ id: string }>(
    anyHost(updateFieldPath(':id')),
    asCaller(async ({ params, request, caller }) => {
      const refused = superOnly(caller.role);
      if (refused) return refused;
      const body = await readJsonBody(request);
      const automation = automationById(params.id);
      if (!automation) return notFoundAnswer('Automation');
      if (body.field !== 'status' || (body.value !== 1 && body.value !== 0))
        return errorAnswer(422, 'invalid', 'Only status can be set, to 1 or 0');
      if (automation.automation_type === 'manual')
        return errorAnswer(422, 'invalid', 'Manual automations have no status');
      storeAutomation(demoDb, { ...automation, status: body.value === 1 ? 'OK' : 'DISABLED' });
      return HttpResponse.json<AutomationWriteAnswer>({ success: true });
    }),
  ),

  http.get<{ id: string; window: string }>(
    anyHost(automationStatsPath(':id', ':window')),
    asCaller(({ params, caller }) => {
      const automation = automationById(params.id);
      const window = statsWindows.find((value) => value === params.window);
      if (!window) return errorAnswer(422, 'invalid', 'The window is 3m or 24h');
      return (
        superOnly(caller.role) ??
        (automation
          ? HttpResponse.json<AutomationStatsAnswer>({ stats: statsOf(demoDb, automation, window) })
          : notFoundAnswer('Automation'))
      );
    }),
  ),

  http.get<{ id: string }>(
    anyHost(automationSchedulePath(':id')),
    asCaller(({ params, caller }) => {
      const automation = automationById(params.id);
      return (
        superOnly(caller.role) ??
        (automation
          ? HttpResponse.json<AutomationScheduleAnswer>({ schedule: scheduleOf(automation) })
          : notFoundAnswer('Automation'))
      );
    }),
  ),

  http.post(
    anyHost(previewAutomationPath),
    asCaller(async ({ request, caller }) => {
      const refused = superOnly(caller.role);
      if (refused) return refused;
      const body = await readJsonBody(request);
      const query = audienceQueryOf(body);
      const flag = previewModes.find((mode) => body[mode.flag] === true)?.flag as PreviewFlag | undefined;
      if (!query || !textField(body, 'content_type'))
        return errorAnswer(422, 'invalid', 'User type and content type are required');
      if (!flag) return errorAnswer(422, 'invalid', 'Choose one preview');
      return HttpResponse.json<PreviewAnswer>(previewRows(audienceOf(demoDb, query), flag));
    }),
  ),

  http.post(
    anyHost(executeAutomationPath),
    asCaller(async ({ request, caller }) => {
      const refused = superOnly(caller.role);
      if (refused) return refused;
      const body = await readJsonBody(request);
      const query = audienceQueryOf(body);
      if (!query) return errorAnswer(422, 'invalid', 'User type is required');
      const limit = typeof body.limit_rows === 'number' ? body.limit_rows : null;
      const automation = {
        id: query.id,
        name: textField(body, 'name'),
        automation_type: textField(body, 'automation_type'),
        content_type: textField(body, 'content_type'),
        user_type: query.user_type,
      };
      return HttpResponse.json(launch(demoDb, automation, audienceOf(demoDb, query), limit));
    }),
  ),

  http.post(
    anyHost(sendTestPath),
    asCaller(async ({ request, caller }) => {
      const refused = superOnly(caller.role);
      if (refused) return refused;
      const body = await readJsonBody(request);
      const recipient = textField(body, 'testRecipient');
      const query = audienceQueryOf(body);
      if (body.content_type === 'script') return errorAnswer(422, 'invalid', 'Scripts cannot be tested');
      if (!query || !recipient || recipient.length > testRecipientMaxLength)
        return errorAnswer(422, 'invalid', 'A test recipient of at most 30 characters is required');
      return HttpResponse.json(resultOf(audienceOf(demoDb, query), 1));
    }),
  ),

  http.get<{ id: string; page: string }>(
    anyHost(automationLogsPath(':id', ':page')),
    asCaller(({ params, caller }) => {
      const rows =
        params.id === 'all'
          ? demoDb.automationLogs
          : demoDb.automationLogs.filter((log) => log.automation_id === Number(params.id));
      return (
        superOnly(caller.role) ??
        HttpResponse.json<AutomationLogsAnswer>(pageOf(rows, Number(params.page) || 0))
      );
    }),
  ),

  http.get<{ id: string; page: string }>(
    anyHost(detailedLogsPath(':id', ':page')),
    asCaller(
      ({ params, caller }) =>
        superOnly(caller.role) ??
        HttpResponse.json<DetailedLogsAnswer>(
          pageOf(
            demoDb.detailedLogs.filter((log) => log.automation_id === Number(params.id)),
            Number(params.page) || 0,
          ),
        ),
    ),
  ),

  http.get(
    anyHost(automationJobsPath),
    asCaller(
      ({ caller }) =>
        superOnly(caller.role) ?? HttpResponse.json<AutomationJobsAnswer>({ jobs: demoDb.automationJobs }),
    ),
  ),

  // Queues a run: a PENDING job at the top of the jobs list (ADR 0109).
  http.post(
    anyHost(storeJobPath),
    asCaller(async ({ request, caller }) => {
      const refused = superOnly(caller.role);
      if (refused) return refused;
      const body = await readJsonBody(request);
      if (body.automation_id === undefined || body.automation_id === null)
        return errorAnswer(422, 'invalid', 'The automation is required');
      const automation = automationById(body.automation_id);
      if (!automation) return notFoundAnswer('Automation');
      const fromDate = typeof body.from_date === 'string' ? body.from_date : '';
      if (!/^\d{4}-\d{2}-\d{2}$/.test(fromDate))
        return errorAnswer(422, 'invalid', 'The start date must be a date (YYYY-MM-DD)');
      const ids = Array.isArray(body.organization_ids) ? body.organization_ids.map(Number) : [];
      if (ids.some((id) => !demoDb.schools.some((school) => school.id === id)))
        return notFoundAnswer('School');
      return HttpResponse.json<StoreJobAnswer>({ job: queueJob(demoDb, automation, fromDate, ids) });
    }),
  ),
];
