import { test } from 'vitest';
import { demoDb } from '../data/demo-db';
import { createMetricsTables } from './demo-journeys';
import { defaultJourneyCount, largeJourneyCount } from './generate-journeys';

test('metrics tables generation', async ({ bench }) => {
  await bench(`generate the default journeys (${defaultJourneyCount}) and engagement`, () => {
    createMetricsTables(demoDb);
  }).run();
  await bench(`generate the large journey dataset (${largeJourneyCount})`, () => {
    createMetricsTables(demoDb, { journeys: largeJourneyCount });
  }).run();
});
