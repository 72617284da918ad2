import type { StepAccount } from '@stride/domain';

/** The step tools' tables: uploaded datamodel CSV names (oldest first) and step accounts. */
export type StepTables = { stepCsvFiles: string[]; stepAccounts: StepAccount[] };

export function createStepTables(): StepTables {
  return {
    stepCsvFiles: ['step_schools_2025-09.csv', 'step_districts_2026-01.csv', 'step_datamodel_2026-03.csv'],
    stepAccounts: [
      {
        id: 1,
        email: 'transport@camden.demo.test',
        first_name: 'Priya',
        entity_type: 'COUNCIL',
        domain_ids: '881',
        status: 'ACTIVE',
        created_at: '2026-01-12 09:00:00',
      },
      {
        id: 2,
        email: 'north@camden.demo.test',
        first_name: 'Tom',
        entity_type: 'DISTRICT',
        domain_ids: '12,13',
        status: 'ACTIVE',
        created_at: '2026-02-02 10:30:00',
      },
      {
        id: 3,
        email: 'office@hillside.demo.test',
        first_name: 'Grace',
        entity_type: 'SCHOOL',
        domain_ids: '101',
        status: 'INVITED',
        created_at: '2026-03-20 14:15:00',
      },
    ],
  };
}

/** Where the demo's presigned uploads go: a PUT handler on the page's own host (faults can make it fail). */
export const demoStoragePath = 'demo-storage/step_datamodel';

/**
 * The storage host a presigned upload goes to, when it is not the API's own: the reference HTTP API
 * sets this header on the requests it hands to the handlers when it runs a storage host of its own
 * (packages/mocks/src/http-server.ts, `storage`); it drops the header from what a browser sends.
 */
export const storageOriginHeader = 'x-stride-storage-origin';
