import type { YearStructureRow } from '@stride/domain';
import { yearStructureLevelSchema } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { endpoint } from '../contract/endpoint';

/** POST api/admin/organization/groups/storeStudentYears. */
export const saveYearStructurePath = 'api/admin/organization/groups/storeStudentYears';

/** Body: "organization_id and levels" (docs/endpoints.md); levels never saved before have no id. */
export type SaveYearStructureBody = { organization_id: number; levels: YearStructureRow[] };

/** Answer: `{ groups }`, the stored levels (the spec does not show it; ADR 0052). */
const saveYearStructureAnswerSchema = z.object({ groups: z.array(yearStructureLevelSchema) });
export type SaveYearStructureAnswer = z.infer<typeof saveYearStructureAnswerSchema>;

/** Stores an organisation's whole year structure. */
export function saveYearStructure(
  client: ApiClient,
  body: SaveYearStructureBody,
): Promise<SaveYearStructureAnswer> {
  return client.request({
    method: 'POST',
    path: saveYearStructurePath,
    body,
    schema: saveYearStructureAnswerSchema,
  });
}

export const saveYearStructureEndpoint = /* @__PURE__ */ endpoint({
  name: 'saveYearStructure',
  method: 'POST',
  path: saveYearStructurePath,
  summary: "Saves a school's year structure; answers its levels",
  answer: saveYearStructureAnswerSchema,
});
