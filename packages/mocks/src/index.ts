// @stride/mocks: the demo backend. MSW handlers for every documented endpoint, a seeded dataset and
// fault scenarios. Entry points that start MSW live in './browser' and './node'.
export { handlers } from './handlers/all-handlers';
export { sessionHandlers } from './session/session-handlers';
export { organisationHandlers } from './organisations/organisations-handlers';
export { councilHandlers } from './organisations/councils-handlers';
export { schoolStructureHandlers } from './organisations/school-structure-handlers';
export { orgUserHandlers } from './organisations/org-users-handlers';
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

export { dashboardHandlers } from './metrics/metrics-handlers';
export {
  createMetricsDemoDb,
  createMetricsTables,
  metricsTablesOf,
  setDemoJourneyCount,
} from './maps/demo-journeys';
export {
  defaultJourneyCount,
  generateEngagement,
  generateJourneys,
  largeJourneyCount,
  modeShares,
} from './maps/generate-journeys';
export type { DbEngagementMonth, DbJourney, FuelType, MetricsTables } from './maps/journey-shape';
export { filterFromBody, resolveFilter, selectedSchoolIds } from './metrics/dashboard-filter-answers';
export type { ResolvedFilter } from './metrics/dashboard-filter-answers';
export { distanceBands, journeysMatching, statsOf } from './metrics/stats-answers';
export { engagementOf } from './metrics/engagement-answers';

export { homeHandlers } from './home/home-handlers';
export { inboxHandlers } from './inbox/inbox-handlers';
export { accountHandlers } from './account/account-handlers';
export { dashboardHomeOf } from './home/dashboard-home-answers';
export { demoUnreadMessages } from './inbox/generate-inbox';
export { peopleHandlers } from './people/people-handlers';
export { profileTablesOf } from './people/profile-tables';
export { findNotice, noticeBoardOf } from './notices/notice-boards';
export { setDemoHeatmapPointCount, largeHeatmapPointCount } from './maps/heatmap-points';
export { demoNow, demoToday, stopDemoClock } from './data/demo-calendar';
export { minutesBeforeNow } from './notices/notice-answers';
export { actionTablesOf } from './actions/action-tables';
