import { automationBodyOf, emptyAutomationForm, emptyDateOptions } from '@stride/domain';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { recordCalls, startTestServer, testHost } from '../testing/test-server';
import { deleteAutomation, duplicateAutomation, getAutomationTemplates } from './automation-items';
import { getAutomationLogs } from './automation-logs';
import { getAutomationSchedule } from './automation-schedule';
import { getAutomationStats } from './automation-stats';
import { getAutomation } from './automation';
import { getAutomations } from './automations';
import { getDetailedLogs } from './detailed-logs';
import { executeAutomation } from './execute-automation';
import { previewAutomation } from './preview-automation';
import { saveAutomation } from './save-automation';
import { sendAutomationTest } from './send-test';
import { updateAutomationStatus } from './update-automation-status';

const { server, client } = startTestServer();

/** The spec's automation calls, each as the console sends it: method, path, payload, answer. */
const automation = {
  id: 7,
  name: 'Weekly travel tips for parents',
  content_type: 'email',
  user_type: 'parents',
  automation_type: 'cron',
  status: 'OK',
};
const body = automationBodyOf({
  ...emptyAutomationForm,
  name: 'Weekly travel tips for parents',
  user_type: 'parents',
  automation_type: 'cron',
  content_type: 'email',
  content_template_id: '200',
  repeating: 'once_week',
  when_to_launch: 'daily',
  date_options: { ...emptyDateOptions, time: 'late_morning' },
});
const result = {
  status: 'OK',
  total_rows: 12,
  total_processed: 10,
  skipped: 2,
  total_ignored_users: 0,
  filtered_schools: 3,
  ignored_organization_ids: [],
};

describe('automation calls', () => {
  // Rules: automations.calls.list, automations.calls.single
  it('getAutomations GETs automations and answers the list; getSingleAutomation GETs automations/id/{id}', async () => {
    const list = recordCalls(server, 'get', 'api/admin/automations', { automations: [automation] });
    expect((await getAutomations(client)).automations.map((row) => row.name)).toEqual([automation.name]);
    expect(list).toEqual([{ path: '/api/admin/automations', body: undefined }]);
    const one = recordCalls(server, 'get', 'api/admin/automations/id/7', { automation });
    expect((await getAutomation(client, 7)).automation.id).toBe(7);
    expect(one.map((call) => call.path)).toEqual(['/api/admin/automations/id/7']);
  });

  // Rules: automations.calls.save
  it('saveAutomation POSTs the form (with its id when editing), a cron schedule as JSON strings', async () => {
    const seen = recordCalls(server, 'post', 'api/admin/automations', { id: 7 });
    expect(await saveAutomation(client, { ...body, id: 7 })).toEqual({ id: 7 });
    const sent = seen[0]!.body as Record<string, unknown>;
    expect(seen[0]!.path).toBe('/api/admin/automations');
    expect(sent).toMatchObject({
      id: 7,
      name: automation.name,
      user_type: 'parents',
      automation_type: 'cron',
    });
    expect(typeof sent.date_options).toBe('string');
    expect(JSON.parse(sent.date_options as string)).toMatchObject({ time: 'late_morning' });
    expect(typeof sent.extra_options).toBe('string');
  });

  // Rules: automations.calls.delete-duplicate
  it('deleteItem DELETEs remove/automation/{id}; duplicateItem POSTs duplicate/automation/{id}', async () => {
    const removed: string[] = [];
    server.use(
      http.delete(`${testHost}api/admin/automations/remove/:kind/:id`, ({ request }) => {
        removed.push(new URL(request.url).pathname);
        return HttpResponse.json({ success: true });
      }),
    );
    expect(await deleteAutomation(client, 7)).toEqual({ success: true });
    expect(removed).toEqual(['/api/admin/automations/remove/automation/7']);
    const copied = recordCalls(server, 'post', 'api/admin/automations/duplicate/automation/7', { id: 8 });
    expect(await duplicateAutomation(client, 7)).toEqual({ id: 8 });
    expect(copied.map((call) => call.path)).toEqual(['/api/admin/automations/duplicate/automation/7']);
  });

  // Rules: automations.calls.update-field
  it('updateField POSTs field status, the id and 1 to enable or 0 to disable', async () => {
    const seen = recordCalls(server, 'post', 'api/admin/automations/updateField/7', { success: true });
    await updateAutomationStatus(client, 7, true);
    await updateAutomationStatus(client, 7, false);
    expect(seen).toEqual([
      { path: '/api/admin/automations/updateField/7', body: { field: 'status', id: 7, value: 1 } },
      { path: '/api/admin/automations/updateField/7', body: { field: 'status', id: 7, value: 0 } },
    ]);
  });

  // Rules: automations.calls.templates
  it('getTemplates GETs templates/{content type} and answers the templates', async () => {
    const seen = recordCalls(server, 'get', 'api/admin/automations/templates/notice', {
      templates: [{ id: 3, template_title: 'Walk to School Week', template_type: 1 }],
    });
    expect((await getAutomationTemplates(client, 'notice')).templates).toHaveLength(1);
    expect(seen.map((call) => call.path)).toEqual(['/api/admin/automations/templates/notice']);
  });

  // Rules: automations.calls.preview
  it('previewData POSTs the form plus exactly one preview flag and answers rows', async () => {
    const seen = recordCalls(server, 'post', 'api/admin/automations/previewData', {
      rows: [{ 'users.id': 1 }],
      total: 1,
    });
    for (const flag of [
      'previewFirstOnly',
      'previewAll',
      'previewAfterIgnored',
      'previewAfterProcessing',
      'previewStapData2kMax',
    ] as const) {
      expect((await previewAutomation(client, body, flag)).rows).toEqual([{ 'users.id': 1 }]);
    }
    const flags = seen.map((call) =>
      Object.keys(call.body as object).filter((key) => key.startsWith('preview')),
    );
    expect(flags).toEqual([
      ['previewFirstOnly'],
      ['previewAll'],
      ['previewAfterIgnored'],
      ['previewAfterProcessing'],
      ['previewStapData2kMax'],
    ]);
    expect(seen[0]!.body).toMatchObject({ name: automation.name, previewFirstOnly: true });
  });

  // Rules: automations.calls.execute
  it('executeAutomation POSTs the form (a test adds test true and testRecipient) and answers the run', async () => {
    const launch = recordCalls(server, 'post', 'api/admin/automations/executeManualAutomation', result);
    expect(await executeAutomation(client, { ...body, limit_rows: 3 })).toEqual(result);
    expect(launch[0]!.body).toMatchObject({ name: automation.name, limit_rows: 3 });
    const test = recordCalls(server, 'post', 'api/admin/automations/sendTest', result);
    expect(await sendAutomationTest(client, body, 'me@stride.test')).toEqual(result);
    expect(test[0]!.body).toMatchObject({
      name: automation.name,
      test: true,
      testRecipient: 'me@stride.test',
    });
  });

  // Rules: automations.calls.stats-and-schedule
  it('getAutomationStats GETs tagStats/{id}/{3m or 24h}; getAutomationSchedule GETs upcomingSchedule/{id}', async () => {
    const stats = [
      recordCalls(server, 'get', 'api/admin/automations/tagStats/7/3m', { stats: [] }),
      recordCalls(server, 'get', 'api/admin/automations/tagStats/7/24h', { stats: [] }),
    ];
    await getAutomationStats(client, 7, '3m');
    await getAutomationStats(client, 7, '24h');
    expect(stats.map((calls) => calls.length)).toEqual([1, 1]);
    const entry = { from_date: '2026-11-30 10:00:00', school_ids: '', school_selection: 'WHITELIST' };
    const schedule = recordCalls(server, 'get', 'api/admin/automations/upcomingSchedule/7', {
      schedule: [entry],
    });
    expect((await getAutomationSchedule(client, 7)).schedule[0]).toMatchObject(entry);
    expect(schedule).toHaveLength(1);
  });

  // Rules: automations.calls.logs
  it('getLogs GETs logs/{automation or all}/{page}; getDetailedLogs GETs detailedLogs/{automation id}/{page}', async () => {
    const page = { logs: [], total: 0, per_page: 20 };
    const all = recordCalls(server, 'get', 'api/admin/automations/logs/all/0', page);
    const one = recordCalls(server, 'get', 'api/admin/automations/logs/7/2', page);
    const detailed = recordCalls(server, 'get', 'api/admin/automations/detailedLogs/7/1', page);
    expect(await getAutomationLogs(client, null, 0)).toEqual(page);
    expect(await getAutomationLogs(client, 7, 2)).toEqual(page);
    expect(await getDetailedLogs(client, 7, 1)).toEqual(page);
    expect([all.length, one.length, detailed.length]).toEqual([1, 1, 1]);
  });
});
