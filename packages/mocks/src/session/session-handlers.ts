import type {
  IsTermsAgreedAnswer,
  LoginAnswer,
  OrganisationSettingsAnswer,
  RefreshAdminAnswer,
  RefreshTokenAnswer,
  SaveOrganisationSettingsAnswer,
} from '@stride/api';
import {
  demoRevokeSessionPath,
  isTermsAgreedPath,
  loginPath,
  organisationSettingsPath,
  refreshAdminPath,
  refreshTokenPath,
} from '@stride/api';
import { http, HttpResponse } from 'msw';
import { adminUserOf } from './admin-user-answers';
import { errorAnswer, forbiddenAnswer } from '../answers/error-answers';
import { settingsOf, termsAgreedBy } from './organisation-settings-answers';
import { demoDb } from '../data/demo-db';
import { asCaller } from './caller';
import { bearerToken, issueDemoToken, revokeDemoToken } from './demo-tokens';
import { recordTermsAgreement } from './terms-agreement';
import { anyHost } from '../handlers/any-host';
import { readJsonBody } from '../handlers/read-json-body';

/** The login messages, verbatim (docs/product/session.md). */
const incorrectLoginMessage = 'Incorrect login/password';
const schoolDisabledMessage = 'School has been disabled';

export const sessionHandlers = [
  http.post(anyHost(loginPath), async ({ request }) => {
    const { email, password } = await readJsonBody(request);
    const account = demoDb.accounts.find(
      (row) => typeof email === 'string' && row.email === email.trim().toLowerCase(),
    );
    if (!account || account.password !== password)
      return errorAnswer(401, 'invalid_credentials', incorrectLoginMessage);
    const school = demoDb.schools.find((row) => row.id === account.organization_id);
    if (school?.status === 'disabled') return errorAnswer(403, 'school_disabled', schoolDisabledMessage);
    // A parent signs in successfully; the console itself refuses an account without admin roles.
    return HttpResponse.json<LoginAnswer>({ user: adminUserOf(account), token: issueDemoToken(account.id) });
  }),

  http.post(
    anyHost(refreshTokenPath),
    asCaller(({ caller }) => HttpResponse.json<RefreshTokenAnswer>({ new_token: issueDemoToken(caller.id) })),
  ),

  // Not in the spec (ADR 0106): logout revokes the caller's token, which then gets 401.
  http.post(
    anyHost(demoRevokeSessionPath),
    asCaller(({ request }) => {
      revokeDemoToken(bearerToken(request)!);
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.post(
    anyHost(refreshAdminPath),
    asCaller(({ caller }) => HttpResponse.json<RefreshAdminAnswer>({ user: adminUserOf(caller) })),
  ),

  http.get(
    anyHost(organisationSettingsPath),
    asCaller(({ caller }) => HttpResponse.json<OrganisationSettingsAnswer>({ settings: settingsOf(caller) })),
  ),

  http.post(
    anyHost(organisationSettingsPath),
    asCaller(async ({ request, caller }) => {
      const organisationId = caller.organization_id;
      if (organisationId === null) return forbiddenAnswer('change settings without an organisation');
      const body = await readJsonBody(request);
      if (body.tc_agreed === true) {
        recordTermsAgreement(organisationId);
      } else if (typeof body.settings === 'object' && body.settings !== null) {
        const school = demoDb.schools.find((row) => row.id === organisationId);
        if (school)
          school.settings = {
            ...school.settings,
            ...(body.settings as Record<string, unknown>),
            tc_agreed: school.settings.tc_agreed,
          };
      }
      return HttpResponse.json<SaveOrganisationSettingsAnswer>({
        settings: settingsOf(caller),
        success: true,
      });
    }),
  ),

  http.get(
    anyHost(isTermsAgreedPath),
    asCaller(({ caller }) => HttpResponse.json<IsTermsAgreedAnswer>({ agreed: termsAgreedBy(caller) })),
  ),
];
