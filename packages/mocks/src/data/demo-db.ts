import { forgetTermsAgreements } from '../session/terms-agreement';
import type { DemoDb } from './db-shape';
import { createDemoAccounts } from './demo-accounts';
import { createAdminMessages } from '../inbox/generate-inbox';
import { createAlerts } from '../home/home-content';
import { generateAutomations } from '../automations/generate-automations';
import { generateGroups } from '../organisations/generate-groups';
import { createNoticeTemplates } from '../notices/generate-notices';
import { generateOrganisations } from '../organisations/generate-organisations';
import { generatePeople } from '../people/generate-people';
import { createSchoolYears, createTerms, createYearStructure } from '../organisations/school-years';
import { createSeededRandom } from './seeded-random';
import { createTravelBlocks, createTravelCategories } from '../travel-directory/travel-directory-data';
import { createFeedback } from '../feedback/feedback-data';
import { createIntegrations, createProviderLogs } from '../integrations/integrations-data';
import { createMlTables } from '../ml/ml-models';
import { createStepTables } from '../step-tools/step-tools-data';
import { createAdminMessageTables } from '../admin-messages/admin-message-writes';
import { createCsvSnapshotTables } from '../csv-snapshot/csv-snapshots-data';
import { createMapTables } from '../maps/journey-mode-changes';

const defaultDemoSeed = 20260615;

/**
 * Builds the whole demo dataset from a seed. Each part draws from its own random stream, so adding
 * a table later (journeys, notices, automations) never reshuffles the ones that exist.
 */
export function createDemoDb(seed: number = defaultDemoSeed): DemoDb {
  const stream = (salt: number) => createSeededRandom((seed ^ Math.imul(salt, 0x9e3779b1)) >>> 0);
  const organisations = generateOrganisations(stream(1));
  const schoolYears = createSchoolYears();
  const people = generatePeople(stream(2), organisations.schools, organisations.schoolAddresses);
  const accounts = createDemoAccounts();
  const integrations = createIntegrations(organisations.schools);
  const noticeTemplates = createNoticeTemplates();
  return {
    seed,
    ...organisations,
    groups: generateGroups(stream(3), organisations.schools, organisations.councils),
    terms: createTerms(),
    schoolYears,
    yearStructure: createYearStructure(organisations.schools, organisations.schoolAddresses, schoolYears),
    ...people,
    accounts,
    adminMessages: createAdminMessages(accounts),
    alerts: createAlerts(),
    accountContacts: [],
    // The demo trust runs several schools.
    relationships: organisations.trusts.map((trust) => ({
      organization_id: trust.id,
      has_sub_orgs: false,
      has_multi_schools: true,
    })),
    travelCategories: createTravelCategories(),
    travelBlocks: createTravelBlocks(organisations.councils, organisations.schools),
    feedback: createFeedback(people.parents),
    integrations,
    providerLogs: createProviderLogs(integrations),
    testUsers: [],
    providerExclusions: [],
    ...generateAutomations(stream(10), organisations.schools, people.parents, accounts, noticeTemplates),
    noticeBoards: new Map(),
    noticeTemplates,
    postUploads: [],
    chats: [],
    ...createMlTables(),
    ...createStepTables(),
    ...createAdminMessageTables(),
    ...createCsvSnapshotTables(),
    ...createMapTables(),
  };
}

/**
 * The session's dataset. Handlers read and write it; writes last until `resetDemoDb()` (stories
 * and tests call it for a clean state) or a page reload.
 */
export const demoDb: DemoDb = createDemoDb();

/**
 * Replaces the contents of `demoDb` in place, so modules holding a reference see the fresh data,
 * and forgets the session's terms agreements so the school admin's terms dialog shows again.
 */
export function resetDemoDb(seed: number = defaultDemoSeed): DemoDb {
  Object.assign(demoDb, createDemoDb(seed));
  forgetTermsAgreements();
  return demoDb;
}
