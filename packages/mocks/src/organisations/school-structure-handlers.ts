import type {
  AllSchoolYearsAnswer,
  OrganisationAddressesAnswer,
  OrganisationGroupsAnswer,
  SaveOrganisationAddressAnswer,
  SaveOrganisationAddressBody,
  SaveYearStructureAnswer,
  SaveYearStructureBody,
  TermsAnswer,
} from '@stride/api';
import {
  allSchoolYearsPath,
  defaultStudentYearsPath,
  organisationAddressesPath,
  organisationGroupsPath,
  saveOrganisationAddressPath,
  saveYearStructurePath,
  schoolYearsPath,
  studentYearGroupType,
  termsPath,
} from '@stride/api';
import type { Role, YearStructureLevel } from '@stride/domain';
import { addressFormMessages, currentTerm, yearStructureProblems } from '@stride/domain';
import { http, HttpResponse } from 'msw';
import { errorAnswer, forbiddenAnswer, notFoundAnswer } from '../answers/error-answers';
import { addressAsOrganisationAddress } from './organisation-answers';
import type { DbYearStructureLevel } from '../data/db-shape';
import { demoDb } from '../data/demo-db';
import { storeSchoolAddress, storeYearStructure } from './structure-writes';
import { asCaller } from '../session/caller';
import { canSeeSchool, editsSchools } from '../session/role-scope';
import { anyHost } from '../handlers/any-host';
import { readJsonBody } from '../handlers/read-json-body';
import { schoolYearsFor } from './school-years-query-handlers';

/** The three role-specific year-option paths, each with the roles allowed to call it (docs/product/metrics.md). */
const yearPaths = new Map<string, Role[]>();
for (const role of ['SCHOOL_ADMIN', 'COUNCIL_ADMIN', 'MULTI_SCHOOL_ADMIN', 'SUPERADMIN', 'ADMIN'] as const) {
  yearPaths.set(schoolYearsPath(role), [...(yearPaths.get(schoolYearsPath(role)) ?? []), role]);
}

/** A stored level as the year-structure calls answer it (without its organisation). */
export const levelAsYearStructureLevel = ({
  id,
  value,
  name,
  status,
  organization_address_id,
}: DbYearStructureLevel): YearStructureLevel => ({ id, value, name, status, organization_address_id });

export const schoolStructureHandlers = [
  http.get(
    anyHost(termsPath),
    // CURRENT is the filter's own default, not a term the list offers. Each term's days feed the filter
    // bar's date presets (This term, Last term, This school year).
    asCaller(() =>
      HttpResponse.json<TermsAnswer>({
        terms: demoDb.terms
          .filter((row) => row.term !== currentTerm)
          .map(({ id, term, starts_on, ends_on }) => ({ id, term, name: term, starts_on, ends_on })),
      }),
    ),
  ),

  http.get<{ id: string }>(
    anyHost(organisationAddressesPath(':id')),
    asCaller(({ params, caller }) => {
      const id = Number(params.id);
      if (!demoDb.schools.some((school) => school.id === id)) return notFoundAnswer('Organisation');
      if (!canSeeSchool(caller, id)) return forbiddenAnswer("view this organisation's addresses");
      const addresses = demoDb.schoolAddresses
        .filter((address) => address.organization_id === id)
        .map(addressAsOrganisationAddress);
      return HttpResponse.json<OrganisationAddressesAnswer>({ addresses });
    }),
  ),

  // A new school starts with Reception to Year 6 (ADR 0064); registered before the {a}/{b} pattern.
  http.get(
    anyHost(defaultStudentYearsPath),
    asCaller(() =>
      HttpResponse.json<AllSchoolYearsAnswer>({
        years: demoDb.schoolYears
          .filter((year) => year.level >= 0 && year.level <= 6)
          .map(({ level, name }) => ({ level, name })),
      }),
    ),
  ),

  http.get<{ type: string; id: string }>(
    anyHost(organisationGroupsPath(':type', ':id')),
    asCaller(({ params, caller }) => {
      const id = Number(params.id);
      if (!demoDb.schools.some((school) => school.id === id)) return notFoundAnswer('Organisation');
      if (!canSeeSchool(caller, id)) return forbiddenAnswer("view this organisation's groups");
      // The year structure is the only group type the demo stores.
      const groups =
        params.type === studentYearGroupType
          ? demoDb.yearStructure
              .filter((level) => level.organization_id === id)
              .map(levelAsYearStructureLevel)
          : [];
      return HttpResponse.json<OrganisationGroupsAnswer>({ groups });
    }),
  ),

  http.get(
    anyHost(allSchoolYearsPath),
    asCaller(() =>
      HttpResponse.json<AllSchoolYearsAnswer>({
        years: demoDb.schoolYears.map(({ level, name }) => ({ level, name })),
      }),
    ),
  ),

  ...[...yearPaths].map(([path, roles]) =>
    http.get(
      anyHost(path),
      asCaller(({ request, caller }) => {
        if (!caller.role || !roles.includes(caller.role)) return forbiddenAnswer('use this year list');
        return schoolYearsFor(caller, new URL(request.url).searchParams.getAll('schoolIds[]'));
      }),
    ),
  ),

  http.post(
    anyHost(saveOrganisationAddressPath),
    asCaller(async ({ request, caller }) => {
      if (!editsSchools(caller.role)) return forbiddenAnswer('edit addresses');
      const body = (await readJsonBody(request)) as Partial<SaveOrganisationAddressBody>;
      const organisationId = Number(body.organization_id);
      if (!demoDb.schools.some((school) => school.id === organisationId))
        return notFoundAnswer('Organisation');
      if (typeof body.name !== 'string' || body.name.trim() === '')
        return errorAnswer(422, 'invalid', addressFormMessages.name);
      const address = storeSchoolAddress({ ...body, name: body.name, organization_id: organisationId });
      if (!address) return notFoundAnswer('Address');
      return HttpResponse.json<SaveOrganisationAddressAnswer>({
        address: addressAsOrganisationAddress(address),
      });
    }),
  ),

  http.post(
    anyHost(saveYearStructurePath),
    asCaller(async ({ request, caller }) => {
      if (!editsSchools(caller.role)) return forbiddenAnswer('edit year structures');
      const body = (await readJsonBody(request)) as Partial<SaveYearStructureBody>;
      return savedYearStructure(Number(body.organization_id), body.levels);
    }),
  ),
];

/** Stores a school's year structure as the server checks it (storeStudentYears, saveSchoolYears): the stored levels, or 404/422. */
export function savedYearStructure(organisationId: number, sent: unknown): Response {
  if (!demoDb.schools.some((school) => school.id === organisationId)) return notFoundAnswer('Organisation');
  const levels = Array.isArray(sent) ? (sent as SaveYearStructureBody['levels']) : [];
  const problem = [...yearStructureProblems(levels).values()][0];
  if (problem) return errorAnswer(422, 'invalid', problem);
  const own = new Set(
    demoDb.schoolAddresses
      .filter((address) => address.organization_id === organisationId)
      .map((address) => address.id),
  );
  if (levels.some((level) => level.status === 'active' && !own.has(level.organization_address_id ?? -1)))
    return errorAnswer(422, 'invalid', 'Address of another organisation');
  const groups = storeYearStructure({ organization_id: organisationId, levels });
  return HttpResponse.json<SaveYearStructureAnswer>({ groups: groups.map(levelAsYearStructureLevel) });
}
