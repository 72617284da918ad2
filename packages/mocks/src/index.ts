// @stride/mocks: the demo backend. MSW handlers for every documented endpoint, a seeded dataset and
// fault scenarios. Entry points that start MSW live in './browser' and './node'.
export { handlers } from './handlers/all-handlers';
export { sessionHandlers } from './handlers/session';
export { organisationHandlers } from './handlers/organisations';
export { councilHandlers } from './handlers/councils';
export { schoolStructureHandlers } from './handlers/school-structure';
export { orgUserHandlers } from './handlers/org-users';
export { uploadHandlers } from './handlers/uploads';

export { createDemoDb, demoDb, defaultDemoSeed, resetDemoDb } from './data/demo-db';
export type * from './data/db-shape';
export { demoOrganisationIds, demoPassword, demoUserIds } from './data/demo-accounts';
export { demoAccounts } from './demo-account-list';
export type { DemoAccountEntry } from './demo-account-list';

export {
  expiredToken,
  expiredTokenMessage,
  latency,
  malformedBody,
  networkError,
  noAnswer,
  serverError,
} from './faults';
export type { FaultOptions, MalformedBodyOptions } from './faults';
export {
  isScenarioName,
  scenarioFromPage,
  scenarioHandlers,
  scenarioNames,
  scenarioStorageKey,
  slowScenarioMs,
} from './scenarios';
export type { ScenarioName } from './scenarios';
export { agreeDemoTerms, demoSessionFor } from './story-session';

export { dashboardHandlers } from './handlers/dashboard';
export {
  createMetricsDemoDb,
  createMetricsTables,
  metricsTablesOf,
  setDemoJourneyCount,
} from './data/demo-journeys';
export {
  defaultJourneyCount,
  generateEngagement,
  generateJourneys,
  largeJourneyCount,
  modeShares,
} from './data/generate-journeys';
export type { DbEngagementMonth, DbJourney, FuelType, MetricsTables } from './data/journey-shape';
export { filterFromBody, resolveFilter, selectedSchoolIds } from './answers/dashboard-filter';
export type { ResolvedFilter } from './answers/dashboard-filter';
export { distanceBands, journeysMatching, statsOf } from './answers/stats';
export { engagementOf } from './answers/engagement';

export { homeHandlers } from './handlers/home';
export { inboxHandlers } from './handlers/inbox';
export { accountHandlers } from './handlers/account';
export { dashboardHomeOf } from './answers/dashboard-home';
export { demoUnreadMessages } from './data/generate-inbox';
export { peopleHandlers } from './handlers/people';
export { findNotice, noticeBoardOf } from './data/notice-boards';
export { setDemoHeatmapPointCount, largeHeatmapPointCount } from './data/heatmap-points';
export { demoToday } from './data/demo-calendar';
export { minutesBeforeNow } from './handlers/notice-answers';
export { actionTablesOf } from './data/action-tables';
