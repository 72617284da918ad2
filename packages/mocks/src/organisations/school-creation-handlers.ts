import type {
  SavedIdAnswer,
  SchoolAddressesAnswer,
  SchoolYearLevelsAnswer,
  SchoolYearLookupAnswer,
} from '@stride/api';
import {
  getSchoolAddressesPath,
  getSchoolYearsPath,
  saveSchoolYearsPath,
  schoolYearLookupPath,
  storeSchoolPath,
} from '@stride/api';
import { http, HttpResponse } from 'msw';
import { forbiddenAnswer, notFoundAnswer } from '../answers/error-answers';
import type { DbAccount } from '../data/db-shape';
import { demoDb } from '../data/demo-db';
import { asCaller } from '../session/caller';
import { canSeeSchool, editsSchools, managesOrganisations } from '../session/role-scope';
import { anyHost } from '../handlers/any-host';
import { readJsonBody } from '../handlers/read-json-body';
import { addressAsOrganisationAddress } from './organisation-answers';
import { createSchool, organisationFieldsOf } from './organisation-writes';
import { levelAsYearStructureLevel, savedYearStructure } from './school-structure-handlers';

type SchoolParams = { id: string };

/** The school of a helper's path, or the 404/403 answer. */
function schoolOf(caller: DbAccount, rawId: string, what: string) {
  const id = Number(rawId);
  if (!demoDb.schools.some((school) => school.id === id)) return notFoundAnswer('School');
  if (!canSeeSchool(caller, id)) return forbiddenAnswer(what);
  return id;
}

/**
 * The school-creation calls (docs/endpoints.md, ADR 0109): they read and write the same demo tables as the
 * organisation calls, so a school created or structured here shows everywhere.
 */
export const schoolCreationHandlers = [
  http.post(
    anyHost(storeSchoolPath),
    asCaller(async ({ request, caller }) => {
      if (!managesOrganisations(caller.role)) return forbiddenAnswer('create schools');
      const fields = organisationFieldsOf(await readJsonBody(request));
      if (fields instanceof Response) return fields;
      return HttpResponse.json<SavedIdAnswer>({ id: createSchool(fields).id });
    }),
  ),

  http.get<SchoolParams>(
    anyHost(schoolYearLookupPath(':id')),
    asCaller(({ params, caller }) => {
      const id = schoolOf(caller, params.id, "view this school's years");
      if (id instanceof Response) return id;
      return HttpResponse.json<SchoolYearLookupAnswer>({
        years: demoDb.schoolYears.map(({ level, name }) => ({ level, name })),
      });
    }),
  ),

  http.get<SchoolParams>(
    anyHost(getSchoolYearsPath(':id')),
    asCaller(({ params, caller }) => {
      const id = schoolOf(caller, params.id, "view this school's years");
      if (id instanceof Response) return id;
      const groups = demoDb.yearStructure
        .filter((level) => level.organization_id === id)
        .map(levelAsYearStructureLevel);
      return HttpResponse.json<SchoolYearLevelsAnswer>({ groups });
    }),
  ),

  http.get<SchoolParams>(
    anyHost(getSchoolAddressesPath(':id')),
    asCaller(({ params, caller }) => {
      const id = schoolOf(caller, params.id, "view this school's addresses");
      if (id instanceof Response) return id;
      const addresses = demoDb.schoolAddresses
        .filter((address) => address.organization_id === id)
        .map(addressAsOrganisationAddress);
      return HttpResponse.json<SchoolAddressesAnswer>({ addresses });
    }),
  ),

  http.post<SchoolParams>(
    anyHost(saveSchoolYearsPath(':id')),
    asCaller(async ({ request, params, caller }) => {
      if (!editsSchools(caller.role)) return forbiddenAnswer('edit year structures');
      const id = schoolOf(caller, params.id, "edit this school's years");
      if (id instanceof Response) return id;
      return savedYearStructure(id, (await readJsonBody(request)).levels);
    }),
  ),
];
