// session: every module of this area that the package exports.
import type { EndpointArea } from '../contract/endpoint';
import { isTermsAgreedEndpoint } from './is-terms-agreed';
import { loginEndpoint } from './login';
import { organisationSettingsEndpoint, saveOrganisationSettingsEndpoint } from './organisation-settings';
import { refreshAdminEndpoint } from './refresh-admin';
import { refreshTokenEndpoint } from './refresh-token';
import { revokeSessionEndpoint } from './revoke-session';
export * from './login';
export * from './refresh-token';
export * from './refresh-admin';
export * from './is-terms-agreed';
export * from './organisation-settings';
export * from './revoke-session';

/** This area's endpoints in the contract (docs/api/openapi.json, ADR 0124). */
export const sessionEndpoints: EndpointArea = {
  area: 'Session',
  endpoints: [
    isTermsAgreedEndpoint,
    loginEndpoint,
    organisationSettingsEndpoint,
    saveOrganisationSettingsEndpoint,
    refreshAdminEndpoint,
    refreshTokenEndpoint,
    revokeSessionEndpoint,
  ],
};
