import { demoDb } from './demo-db';

/** Schools, councils and trusts share one id space (GET organization/view/{id} answers any of them). */
export function nextOrganisationId(): number {
  return (
    Math.max(
      0,
      ...demoDb.schools.map((row) => row.id),
      ...demoDb.councils.map((row) => row.id),
      ...demoDb.trusts.map((row) => row.id),
    ) + 1
  );
}

export function nextAccountId(): number {
  return Math.max(0, ...demoDb.accounts.map((row) => row.id)) + 1;
}
