import { schoolYearOptionSchema } from '@stride/domain';
import type { Role } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { query } from '../query/query';
import { endpoint } from '../contract/endpoint';

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
const schoolYearsQuerySchema = z.object({ schoolIds: z.array(z.union([z.number(), z.string()])).optional() });

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

/** One declaration per path: the school admins', the council admins' and the super admins'. */
export const schoolYearsEndpoints = /* @__PURE__ */ [...new Set(Object.values(pathByRole))].map((path) =>
  endpoint({
    name: `getSchoolYears for ${Object.keys(pathByRole)
      .filter((role) => pathByRole[role as Role] === path)
      .join(' ')}`,
    method: 'GET',
    path,
    summary: 'The year options of the schools the admin may see (optionally only schoolIds[])',
    query: schoolYearsQuerySchema,
    answer: schoolYearsAnswerSchema,
  }),
);
