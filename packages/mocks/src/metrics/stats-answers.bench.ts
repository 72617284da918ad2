import { defaultFilterSelection } from '@stride/domain';
import { test } from 'vitest';
import { demoDb } from '../data/demo-db';
import { createMetricsTables } from '../maps/demo-journeys';
import { largeJourneyCount } from '../maps/generate-journeys';
import { resolveFilter } from './dashboard-filter-answers';
import { engagementOf } from './engagement-answers';
import { journeysMatching, statsOf } from './stats-answers';

test('dashboard answers over the large dataset', async ({ bench }) => {
  const tables = createMetricsTables(demoDb, { journeys: largeJourneyCount });
  const superAdmin = demoDb.accounts.find((account) => account.role === 'SUPERADMIN')!;
  const everything = resolveFilter(demoDb, superAdmin, {
    ...defaultFilterSelection,
    range: { from: '2025-01-01 08:00', to: '2026-12-31 08:00' },
  });
  const oneCouncil = resolveFilter(demoDb, superAdmin, {
    ...defaultFilterSelection,
    schoolIds: ['council_1'],
  });
  await bench(`homeData stats of all ${largeJourneyCount} journeys`, () => {
    statsOf(demoDb, journeysMatching(tables.journeys, everything));
  }).run();
  await bench('homeData stats of one council in the current term', () => {
    statsOf(demoDb, journeysMatching(tables.journeys, oneCouncil));
  }).run();
  await bench('engagement of every school', () => {
    engagementOf(tables.engagement, { schoolIds: everything.schoolIds, range: null });
  }).run();
});
