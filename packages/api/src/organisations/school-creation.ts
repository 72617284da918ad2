import {
  organisationAddressSchema,
  schoolYearOptionSchema,
  yearStructureLevelSchema,
  type YearStructureRow,
} from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { query } from '../query/query';
import type { SaveOrganisationBody } from './save-organisation';
import { savedIdAnswerSchema, type SavedIdAnswer } from './saved-id';
import { mutation } from '../query/mutation';
import { organisationsByTypeQuery } from './organisations-by-type';
import { endpoint, pathTemplate } from '../contract/endpoint';

/*
 * The school-creation calls (docs/endpoints.md): `school-creation/store` creates a school, and the helpers
 * under `school-creation/{id}/` read and save its year structure (ADR 0109).
 */
const schoolCreationPath = 'api/admin/school-creation';
const schoolCreationPathOf = (schoolId: number | string, name: string) =>
  `${schoolCreationPath}/${encodeURIComponent(String(schoolId))}/${name}`;

/** POST api/admin/school-creation/store: creates a school from the organisation form; answers its id. */
export const storeSchoolPath = `${schoolCreationPath}/store`;
export type StoreSchoolBody = Omit<SaveOrganisationBody, 'id'>;
export function storeSchool(client: ApiClient, body: StoreSchoolBody): Promise<SavedIdAnswer> {
  return client.request({ method: 'POST', path: storeSchoolPath, body, schema: savedIdAnswerSchema });
}

/** GET api/admin/school-creation/{id}/school-year-lookup: every year the school may teach, as `{ years }`. */
export const schoolYearLookupPath = (schoolId: number | string) =>
  schoolCreationPathOf(schoolId, 'school-year-lookup');
const schoolYearLookupAnswerSchema = z.object({ years: z.array(schoolYearOptionSchema) });
export type SchoolYearLookupAnswer = z.infer<typeof schoolYearLookupAnswerSchema>;
export function getSchoolYearLookup(client: ApiClient, schoolId: number): Promise<SchoolYearLookupAnswer> {
  return client.request({ path: schoolYearLookupPath(schoolId), schema: schoolYearLookupAnswerSchema });
}
export const schoolYearLookupQuery = (schoolId: number) =>
  query('schoolYearLookup', [schoolYearLookupPath(schoolId)], (client) =>
    getSchoolYearLookup(client, schoolId),
  );

/** The saved levels of a school's year structure: `{ groups }` (get-school-years, saveSchoolYears). */
const schoolYearLevelsAnswerSchema = z.object({ groups: z.array(yearStructureLevelSchema) });
export type SchoolYearLevelsAnswer = z.infer<typeof schoolYearLevelsAnswerSchema>;

/** GET api/admin/school-creation/{id}/get-school-years: the school's saved year levels (none before a save). */
export const getSchoolYearsPath = (schoolId: number | string) =>
  schoolCreationPathOf(schoolId, 'get-school-years');
export function getSchoolCreationYears(client: ApiClient, schoolId: number): Promise<SchoolYearLevelsAnswer> {
  return client.request({ path: getSchoolYearsPath(schoolId), schema: schoolYearLevelsAnswerSchema });
}
export const schoolCreationYearsQuery = (schoolId: number) =>
  query('schoolCreationYears', [getSchoolYearsPath(schoolId)], (client) =>
    getSchoolCreationYears(client, schoolId),
  );

/** GET api/admin/school-creation/{id}/get-school-addresses: the addresses a level may be taught at. */
export const getSchoolAddressesPath = (schoolId: number | string) =>
  schoolCreationPathOf(schoolId, 'get-school-addresses');
const schoolAddressesAnswerSchema = z.object({ addresses: z.array(organisationAddressSchema) });
export type SchoolAddressesAnswer = z.infer<typeof schoolAddressesAnswerSchema>;
export function getSchoolAddresses(client: ApiClient, schoolId: number): Promise<SchoolAddressesAnswer> {
  return client.request({ path: getSchoolAddressesPath(schoolId), schema: schoolAddressesAnswerSchema });
}
export const schoolAddressesQuery = (schoolId: number) =>
  query('schoolAddresses', [getSchoolAddressesPath(schoolId)], (client) =>
    getSchoolAddresses(client, schoolId),
  );

/** POST api/admin/school-creation/{id}/saveSchoolYears with `{ levels }`: answers the stored levels. */
export const saveSchoolYearsPath = (schoolId: number | string) =>
  schoolCreationPathOf(schoolId, 'saveSchoolYears');
type SaveSchoolYearsBody = { levels: YearStructureRow[] };
export function saveSchoolYears(
  client: ApiClient,
  schoolId: number,
  levels: YearStructureRow[],
): Promise<SchoolYearLevelsAnswer> {
  return client.request({
    method: 'POST',
    path: saveSchoolYearsPath(schoolId),
    body: { levels } satisfies SaveSchoolYearsBody,
    schema: schoolYearLevelsAnswerSchema,
  });
}

/** Saving a school's year structure: its levels are read again. */
export const saveSchoolYearsMutation = (schoolId: number, levels: YearStructureRow[]) =>
  mutation('saveSchoolYears', (client) => saveSchoolYears(client, schoolId, levels), {
    refreshes: [schoolCreationYearsQuery(schoolId)],
  });

/** Creating a school: the schools list is read again. */
export const storeSchoolMutation = (body: StoreSchoolBody) =>
  mutation('storeSchool', (client) => storeSchool(client, body), {
    refreshes: [organisationsByTypeQuery('school')],
  });

export const storeSchoolEndpoint = /* @__PURE__ */ endpoint({
  name: 'storeSchool',
  method: 'POST',
  path: storeSchoolPath,
  summary: 'Creates a school; answers its id',
  answer: savedIdAnswerSchema,
});

export const schoolYearLookupEndpoint = /* @__PURE__ */ endpoint({
  name: 'getSchoolYearLookup',
  method: 'GET',
  path: /* @__PURE__ */ pathTemplate(schoolYearLookupPath, 'school_id'),
  summary: 'The years a school can choose from',
  answer: schoolYearLookupAnswerSchema,
});

export const schoolCreationYearsEndpoint = /* @__PURE__ */ endpoint({
  name: 'getSchoolCreationYears',
  method: 'GET',
  path: /* @__PURE__ */ pathTemplate(getSchoolYearsPath, 'school_id'),
  summary: "A school's year levels",
  answer: schoolYearLevelsAnswerSchema,
});

export const schoolAddressesEndpoint = /* @__PURE__ */ endpoint({
  name: 'getSchoolAddresses',
  method: 'GET',
  path: /* @__PURE__ */ pathTemplate(getSchoolAddressesPath, 'school_id'),
  summary: "A school's addresses",
  answer: schoolAddressesAnswerSchema,
});

export const saveSchoolYearsEndpoint = /* @__PURE__ */ endpoint({
  name: 'saveSchoolYears',
  method: 'POST',
  path: /* @__PURE__ */ pathTemplate(saveSchoolYearsPath, 'school_id'),
  summary: "Saves a school's year levels",
  answer: schoolYearLevelsAnswerSchema,
});
