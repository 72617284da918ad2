import type { OrgUsersAnswer, SaveOrgUserAnswer, SaveOrgUserBody } from '@stride/api';
import { orgRelationshipsPath, orgUserPath, orgUsersPath } from '@stride/api';
import type { OrgRelationships, Role } from '@stride/domain';
import { orgUserFormSchema } from '@stride/domain';
import { managesOrganisations } from '../session/role-scope';
import { http, HttpResponse } from 'msw';
import { errorAnswer, forbiddenAnswer, notFoundAnswer } from '../answers/error-answers';
import { demoDb } from '../data/demo-db';
import { accountAsOrgUser, isOrgUserRoleId, orgUsersOf, storeOrgUser } from './org-user-writes';
import { asCaller } from '../session/caller';
import { anyHost } from '../handlers/any-host';
import { readJsonBody } from '../handlers/read-json-body';

/** Schools, councils and trusts share one id space. */
const organisationExists = (id: number) =>
  [demoDb.schools, demoDb.councils, demoDb.trusts].some((rows) => rows.some((row) => row.id === id));

/** Org users and relationships are super-admin business; the answer when the call may not go on. */
function refusal(role: Role | null, organisationId: number): Response | null {
  if (!managesOrganisations(role)) return forbiddenAnswer('manage organisations');
  return organisationExists(organisationId) ? null : notFoundAnswer('Organisation');
}

const relationshipsOf = (organisationId: number): OrgRelationships => {
  const row = demoDb.relationships.find((entry) => entry.organization_id === organisationId);
  return { has_sub_orgs: row?.has_sub_orgs ?? false, has_multi_schools: row?.has_multi_schools ?? false };
};

export const orgUserHandlers = [
  http.get<{ id: string }>(
    anyHost(orgUsersPath(':id')),
    asCaller(({ params, caller }) => {
      const id = Number(params.id);
      return (
        refusal(caller.role, id) ??
        HttpResponse.json<OrgUsersAnswer>({ users: orgUsersOf(id).map(accountAsOrgUser) })
      );
    }),
  ),

  http.post<{ id: string }>(
    anyHost(orgUsersPath(':id')),
    asCaller(async ({ params, request, caller }) => {
      const id = Number(params.id);
      const refused = refusal(caller.role, id);
      if (refused) return refused;
      const body = (await readJsonBody(request)) as Partial<SaveOrgUserBody>;
      const editing = body.id !== undefined;
      const parsed = orgUserFormSchema(editing).safeParse({ ...body, role_id: String(body.role_id ?? '') });
      if (!parsed.success || !isOrgUserRoleId(Number(body.role_id)))
        return errorAnswer(422, 'invalid', parsed.error?.issues[0]?.message ?? 'Invalid role');
      const email = parsed.data.email.toLowerCase();
      if (demoDb.accounts.some((account) => account.email === email && account.id !== body.id))
        return errorAnswer(422, 'invalid', 'The email has already been taken.');
      const account = storeOrgUser({
        ...parsed.data,
        role_id: Number(body.role_id),
        organization_id: id,
        id: body.id,
      });
      if (!account) return notFoundAnswer('Org user');
      return HttpResponse.json<SaveOrgUserAnswer>({ user: accountAsOrgUser(account) });
    }),
  ),

  http.delete<{ id: string; record: string }>(
    anyHost(orgUserPath(':id', ':record')),
    asCaller(({ params, caller }) => {
      const id = Number(params.id);
      const refused = refusal(caller.role, id);
      if (refused) return refused;
      const index = demoDb.accounts.findIndex(
        (account) => account.id === Number(params.record) && account.organization_id === id,
      );
      if (index < 0) return notFoundAnswer('Org user');
      demoDb.accounts.splice(index, 1);
      return HttpResponse.json({ success: true });
    }),
  ),

  http.get<{ id: string }>(
    anyHost(orgRelationshipsPath(':id')),
    asCaller(
      ({ params, caller }) =>
        refusal(caller.role, Number(params.id)) ??
        HttpResponse.json<OrgRelationships>(relationshipsOf(Number(params.id))),
    ),
  ),

  http.post<{ id: string }>(
    anyHost(orgRelationshipsPath(':id')),
    asCaller(async ({ params, request, caller }) => {
      const id = Number(params.id);
      const refused = refusal(caller.role, id);
      if (refused) return refused;
      const body = await readJsonBody(request);
      const flags = { has_sub_orgs: body.sub_orgs === true, has_multi_schools: body.multi_schools === true };
      demoDb.relationships = [
        ...demoDb.relationships.filter((row) => row.organization_id !== id),
        { organization_id: id, ...flags },
      ];
      return HttpResponse.json<OrgRelationships>(flags);
    }),
  ),
];
