import { schoolYearOptionSchema } from '@stride/domain';
import type { Role } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { query } from '../query/query';

/** Year options come from a role-specific path (docs/product/metrics.md): multi-school admins use the council-admin one. */
const pathByRole: Record<Role, string> = {
  SCHOOL_ADMIN: 'api/school-admin/school-years',
  COUNCIL_ADMIN: 'api/council-admin/school-years',
  MULTI_SCHOOL_ADMIN: 'api/council-admin/school-years',
  SUPERADMIN: 'api/admin/school-years',
  ADMIN: 'api/admin/school-years',
};

/** GET path of the year options for a role. */
export const schoolYearsPath = (role: Role) => pathByRole[role];

/** Answer: `{ years: SchoolYearOption[] }` (level, name). */
const schoolYearsAnswerSchema = z.object({ years: z.array(schoolYearOptionSchema) });
export type SchoolYearsAnswer = z.infer<typeof schoolYearsAnswerSchema>;

/** Ids as the filter holds them; the server reads `schoolIds[]=1&schoolIds[]=2`. */
export type SchoolYearsSchoolIds = ReadonlyArray<number | string>;

/** Year options for the role, optionally limited to some schools. */
export function getSchoolYears(
  client: ApiClient,
  role: Role,
  schoolIds?: SchoolYearsSchoolIds,
): Promise<SchoolYearsAnswer> {
  return client.request({
    path: schoolYearsPath(role),
    query: { schoolIds },
    schema: schoolYearsAnswerSchema,
  });
}

/** Query descriptor of `getSchoolYears`; without schools the key is the bare path. */
export const schoolYearsQuery = (role: Role, schoolIds?: SchoolYearsSchoolIds) =>
  query(
    'schoolYears',
    schoolIds && schoolIds.length > 0 ? [schoolYearsPath(role), [...schoolIds]] : [schoolYearsPath(role)],
    (client) => getSchoolYears(client, role, schoolIds),
  );
