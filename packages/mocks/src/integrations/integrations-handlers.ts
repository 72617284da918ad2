import type { EmailCheckAnswer, IntegrationSchoolsAnswer, ProviderLogsAnswer } from '@stride/api';
import {
  addTestUserPath,
  emailCheckPath,
  excludeProviderUserPath,
  integrationAddSchoolTokenPath,
  integrationSchoolsPath,
  integrationSyncPath,
  providerLogsPath,
  providerStatsPath,
} from '@stride/api';
import { emailCheckFormSchema, integrationSchoolFormSchema, testUserFormSchema } from '@stride/domain';
import { http, HttpResponse } from 'msw';
import { errorAnswer, forbiddenAnswer, notFoundAnswer } from '../answers/error-answers';
import { demoDb } from '../data/demo-db';
import { expiredProviderToken } from './integrations-data';
import { providerStatsOf, providerUsersWithEmail } from './provider-accounts';
import { asCaller, opens } from '../session/caller';
import type { Role } from '@stride/domain';
import { anyHost } from '../handlers/any-host';
import { demoNow } from '../data/demo-calendar';
import { readJsonBody } from '../handlers/read-json-body';

/** Only super admins use these screens (docs/product/integrations.md). */
const superOnly = asCallerWith((role) =>
  opens(role, 'school_integrations') ? null : forbiddenAnswer('manage school integrations'),
);

function asCallerWith(refuse: (role: Role | null) => Response | null) {
  return <Params extends Record<string, string>>(
    resolve: (info: { request: Request; params: Params }) => Response | Promise<Response>,
  ) => asCaller<Params>(({ request, params, caller }) => refuse(caller.role) ?? resolve({ request, params }));
}

const asText = (value: unknown) =>
  typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
const invalid = (issues: { message: string }[]) =>
  errorAnswer(422, 'invalid', issues[0]?.message ?? 'Invalid form');
const isSchool = (id: number) => demoDb.schools.some((school) => school.id === id);
const integrationOf = (organisationId: string) =>
  demoDb.integrations.find((row) => row.organization_id === Number(organisationId));
const providerDown = () => errorAnswer(502, 'provider_error', 'The provider refused the school token');

function log(action: string, description: string, schoolId: number | null, param1: string | null = null) {
  demoDb.providerLogs.unshift({
    action,
    description,
    param1,
    param2: null,
    school_id: schoolId,
    updated_at: demoNow(),
  });
}

export const integrationHandlers = [
  http.get(
    anyHost(integrationSchoolsPath),
    superOnly(() => HttpResponse.json<IntegrationSchoolsAnswer>({ schools: demoDb.integrations })),
  ),

  http.post(
    anyHost(integrationAddSchoolTokenPath),
    superOnly(async ({ request }) => {
      const body = await readJsonBody(request);
      const parsed = integrationSchoolFormSchema.safeParse({
        ...body,
        organization_id: asText(body.organization_id),
        notes: asText(body.notes),
      });
      if (!parsed.success) return invalid(parsed.error.issues);
      const organisationId = Number(parsed.data.organization_id);
      if (!isSchool(organisationId)) return notFoundAnswer('School');
      const stamp = demoNow();
      demoDb.integrations.push({
        id: Math.max(0, ...demoDb.integrations.map((row) => row.id)) + 1,
        ...parsed.data,
        organization_id: organisationId,
        notes: parsed.data.notes || null,
        multiple_schools: null,
        created_at: stamp,
        updated_at: stamp,
        last_synced_at: null,
      });
      log(
        'token_added',
        `Token added for ${parsed.data.name}`,
        organisationId,
        parsed.data.provider_school_id,
      );
      return HttpResponse.json({ success: true });
    }),
  ),

  http.post<{ id: string }>(
    anyHost(integrationSyncPath(':id')),
    superOnly<{ id: string }>(({ params }) => {
      const integration = integrationOf(params.id);
      if (!integration) return notFoundAnswer('School integration');
      if (integration.token === expiredProviderToken) return providerDown();
      integration.last_synced_at = demoNow();
      log('sync', `Synced ${integration.name}`, integration.organization_id, integration.provider_school_id);
      return HttpResponse.json({ success: true, last_synced_at: integration.last_synced_at });
    }),
  ),

  http.get<{ id: string }>(
    anyHost(providerStatsPath(':id')),
    superOnly<{ id: string }>(({ params }) => {
      const integration = integrationOf(params.id);
      if (!integration) return notFoundAnswer('School integration');
      if (integration.token === expiredProviderToken) return providerDown();
      return HttpResponse.json({ stats: providerStatsOf(integration) });
    }),
  ),

  http.post(
    anyHost(addTestUserPath),
    superOnly(async ({ request }) => {
      const body = await readJsonBody(request);
      const parsed = testUserFormSchema.safeParse({ ...body, organization_id: asText(body.organization_id) });
      if (!parsed.success) return invalid(parsed.error.issues);
      const organisationId = Number(parsed.data.organization_id);
      if (!isSchool(organisationId)) return notFoundAnswer('School');
      demoDb.testUsers.push({ ...parsed.data, organization_id: organisationId });
      log('test_user_added', `Test ${parsed.data.type} ${parsed.data.email} added`, organisationId);
      return HttpResponse.json({ success: true });
    }),
  ),

  http.post(
    anyHost(emailCheckPath),
    superOnly(async ({ request }) => {
      const body = await readJsonBody(request);
      const parsed = emailCheckFormSchema.safeParse({
        email: asText(body.email),
        school_id: asText(body.school_id),
      });
      if (!parsed.success) return invalid(parsed.error.issues);
      const schoolId = parsed.data.school_id ? Number(parsed.data.school_id) : null;
      return HttpResponse.json<EmailCheckAnswer>({
        users: providerUsersWithEmail(parsed.data.email, schoolId),
      });
    }),
  ),

  http.post(
    anyHost(excludeProviderUserPath),
    superOnly(async ({ request }) => {
      const id = asText((await readJsonBody(request)).wonde_user_id);
      if (!id) return errorAnswer(422, 'invalid', 'wonde_user_id is required');
      if (!demoDb.providerExclusions.includes(id)) demoDb.providerExclusions.push(id);
      log('user_excluded', `Provider user ${id} excluded`, null, id);
      return HttpResponse.json({ success: true });
    }),
  ),

  http.get(
    anyHost(providerLogsPath),
    superOnly(() => HttpResponse.json<ProviderLogsAnswer>({ logs: demoDb.providerLogs })),
  ),
];
