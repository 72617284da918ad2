// @stride/mocks: the demo backend. MSW handlers for every documented endpoint, a seeded dataset and
// fault scenarios. Entry points that start MSW live in './browser' and './node'.
export { handlers } from './handlers/all-handlers';
export { demoDb, resetDemoDb } from './data/demo-db';
export type * from './data/db-shape';
export { demoOrganisationIds, demoUserIds } from './data/demo-accounts';
export { demoAccounts } from './demo-account-list';
export {
  expiredToken,
  expiredTokenMessage,
  latency,
  malformedBody,
  networkError,
  noAnswer,
  serverError,
} from './faults';
export { agreeDemoTerms, demoSessionFor } from './story-session';

export { dashboardHomeOf } from './home/dashboard-home-answers';
export { demoUnreadMessages } from './inbox/generate-inbox';
export { profileTablesOf } from './people/profile-tables';
export { findNotice, noticeBoardOf } from './notices/notice-boards';
export { demoToday, stopDemoClock } from './data/demo-calendar';
export { minutesBeforeNow } from './notices/notice-answers';
export { actionTablesOf } from './actions/action-tables';
