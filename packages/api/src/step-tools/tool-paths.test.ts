// The step tools' and the school integrations' calls against the paths document 2 lists for them, and the step
// actions' missing deadline (docs/product/step-tools.md, docs/product/integrations.md).
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '../client/api-error';
import { deadlineTimer } from '../client/create-api-client';
import { integrationEndpoints } from '../integrations';
import { startTestServer, testHost } from '../testing/test-server';
import { stepToolEndpoints } from './index';
import { getCsvList, processStepCsv, stepAction } from './step-datamodel';

const { server, client } = startTestServer();
const declared = (area: { endpoints: readonly { method: string; path: string }[] }) =>
  new Set(area.endpoints.map(({ method, path }) => `${method} ${path}`));

describe('the paths of the step tools and the school integrations', () => {
  // Rules: step-tools.api.paths
  it('the step tools call step_datamodel getPresignedUploadUrl, step_action, get_csv_list, step_accounts, account (POST) and account/{id} (DELETE)', () => {
    expect(declared(stepToolEndpoints)).toEqual(
      new Set([
        'POST /api/admin/step_datamodel/getPresignedUploadUrl',
        'POST /api/admin/step_datamodel/step_action',
        'GET /api/admin/step_datamodel/get_csv_list',
        'GET /api/admin/step_datamodel/step_accounts',
        'POST /api/admin/step_datamodel/account',
        'DELETE /api/admin/step_datamodel/account/{id}',
      ]),
    );
  });

  // Rules: integrations.api.paths
  it('the school integrations call only the paths under mis_integration/ the product lists', () => {
    const listed = [
      'integrationAddSchoolToken',
      'listSchools',
      'syncSchoolData',
      'loadWondeStats',
      'addTestUserToWonde',
      'checkMiEmail',
      'getMiLogs',
      'excludeWondeUser',
    ];
    const paths = [...declared(integrationEndpoints)].map((call) => call.split(' ')[1]!);
    const names = paths.map((path) => path.replace('/api/admin/mis_integration/', '').split('/')[0]);
    expect(paths.every((path) => path.startsWith('/api/admin/mis_integration/'))).toBe(true);
    expect(new Set(names)).toEqual(new Set(listed));
  });
});

describe('the step actions have no timeout', () => {
  afterEach(() => vi.restoreAllMocks());

  // Rules: step-tools.api.no-timeout
  it('a step action and a CSV process wait for their answer where any other call would have given up', async () => {
    // Every deadline passes at once.
    vi.spyOn(deadlineTimer, 'start').mockImplementation((onDeadline) => {
      onDeadline();
      return () => undefined;
    });
    server.use(
      http.post(`${testHost}api/admin/step_datamodel/step_action`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        return HttpResponse.json({ success: true });
      }),
      http.get(`${testHost}api/admin/step_datamodel/get_csv_list`, () => HttpResponse.json({ files: [] })),
    );
    await expect(stepAction(client, 'council_data_refresh', 881)).resolves.toEqual({ success: true });
    await expect(processStepCsv(client, 'step_new.csv')).resolves.toEqual({ success: true });
    const gaveUp = await getCsvList(client).then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(isApiError(gaveUp) && gaveUp.code).toBe('timeout');
  });
});
