/** The integration calls of docs/endpoints.md, under `mis_integration/`; method and prefix assumed (ADR 0030). */
const base = 'api/admin/mis_integration';

export const integrationSchoolsPath = `${base}/listSchools`;
export const integrationAddSchoolTokenPath = `${base}/integrationAddSchoolToken`;
export const integrationSyncPath = (organisationId: number | string) =>
  `${base}/syncSchoolData/${encodeURIComponent(String(organisationId))}`;
export const providerStatsPath = (organisationId: number | string) =>
  `${base}/loadWondeStats/${encodeURIComponent(String(organisationId))}`;
export const addTestUserPath = `${base}/addTestUserToWonde`;
export const emailCheckPath = `${base}/checkMiEmail`;
export const excludeProviderUserPath = `${base}/excludeWondeUser`;
export const providerLogsPath = `${base}/getMiLogs`;
