import { test } from 'vitest';
import { createDemoDb } from './demo-db';

test('demo dataset generation', async ({ bench }) => {
  await bench('generate the seeded dataset (councils, schools, pupils, parents, staff)', () => {
    createDemoDb();
  }).run();
});
