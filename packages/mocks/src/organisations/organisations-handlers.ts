import type {
  FilterOrganisationsAnswer,
  OrganisationAnswer,
  OrganisationsByTypeAnswer,
  SavedIdAnswer,
  SchoolsAnswer,
  SchoolsWithAddressAnswer,
} from '@stride/api';
import {
  filterOrganisationsPath,
  organisationPath,
  organisationsByTypePath,
  saveOrganisationPath,
  schoolsPath,
  schoolsWithAddressPath,
} from '@stride/api';
import { seesEverySchool, type Organisation } from '@stride/domain';
import { http, HttpResponse } from 'msw';
import { forbiddenAnswer, notFoundAnswer } from '../answers/error-answers';
import {
  councilAsCouncil,
  councilAsOrganisation,
  countPeopleBySchool,
  schoolAsOrganisation,
  trustAsOrganisation,
} from './organisation-answers';
import type { DbAccount } from '../data/db-shape';
import { demoDb } from '../data/demo-db';
import { createSchool, organisationFieldsOf, updateSchool } from './organisation-writes';
import { asCaller, opens } from '../session/caller';
import {
  councilsVisibleTo,
  editsSchools,
  groupsVisibleTo,
  managesOrganisations,
  schoolsVisibleTo,
} from '../session/role-scope';
import { anyHost } from '../handlers/any-host';
import { readJsonBody } from '../handlers/read-json-body';

function visibleSchoolsAsOrganisations(caller: DbAccount): Organisation[] {
  const counts = countPeopleBySchool();
  return schoolsVisibleTo(caller).map((school) => schoolAsOrganisation(school, counts));
}

/** Trusts a caller may see: all for super/product admins, its own for a multi-school admin. */
function visibleTrusts(caller: DbAccount) {
  if (caller.role !== null && seesEverySchool(caller.role)) return demoDb.trusts;
  return demoDb.trusts.filter((trust) => trust.id === caller.organization_id);
}

/** Any organisation by id (schools, councils and trusts share one id space), if the caller may see it. */
function visibleOrganisation(caller: DbAccount, id: number): Organisation | 'forbidden' | undefined {
  const school = demoDb.schools.find((row) => row.id === id);
  if (school)
    return schoolsVisibleTo(caller).includes(school)
      ? schoolAsOrganisation(school, countPeopleBySchool())
      : 'forbidden';
  const council = demoDb.councils.find((row) => row.id === id);
  if (council)
    return councilsVisibleTo(caller).includes(council) ? councilAsOrganisation(council) : 'forbidden';
  const trust = demoDb.trusts.find((row) => row.id === id);
  if (trust) return visibleTrusts(caller).includes(trust) ? trustAsOrganisation(trust) : 'forbidden';
  return undefined;
}

export const organisationHandlers = [
  http.get<{ type: string }>(
    anyHost(organisationsByTypePath(':type')),
    asCaller(({ params, caller }) => {
      // The organisations list is the Schools screen's: a school admin has none (docs/product/organisations.md).
      if (!opens(caller.role, 'schools')) return forbiddenAnswer('list organisations');
      const type = params.type.toLowerCase();
      const organizations =
        type === 'school'
          ? visibleSchoolsAsOrganisations(caller)
          : type === 'council'
            ? councilsVisibleTo(caller).map(councilAsOrganisation)
            : type === 'business'
              ? visibleTrusts(caller).map(trustAsOrganisation)
              : [];
      return HttpResponse.json<OrganisationsByTypeAnswer>({ organizations });
    }),
  ),

  http.get(
    anyHost(filterOrganisationsPath),
    asCaller(({ caller }) => {
      const councilNames = new Map(demoDb.councils.map((council) => [council.id, council.name]));
      // The selector only needs enough to group schools by council or Independent.
      const schools = schoolsVisibleTo(caller).map((school) => ({
        id: school.id,
        name: school.name,
        status: school.status,
        council_id: school.council_id,
        council_name: school.council_id === null ? null : (councilNames.get(school.council_id) ?? null),
      }));
      return HttpResponse.json<FilterOrganisationsAnswer>({
        schools,
        groups: groupsVisibleTo(caller).map(({ id, name, description, school_ids }) => ({
          id,
          name,
          description,
          school_ids,
          members: school_ids.length,
        })),
        councils: councilsVisibleTo(caller).map(councilAsCouncil),
      });
    }),
  ),

  http.get(
    anyHost(schoolsWithAddressPath),
    asCaller(({ caller }) =>
      HttpResponse.json<SchoolsWithAddressAnswer>({ schools: visibleSchoolsAsOrganisations(caller) }),
    ),
  ),

  http.get(
    anyHost(schoolsPath),
    asCaller(({ caller }) =>
      HttpResponse.json<SchoolsAnswer>({ schools: visibleSchoolsAsOrganisations(caller) }),
    ),
  ),

  http.get<{ id: string }>(
    anyHost(organisationPath(':id')),
    asCaller(({ params, caller }) => {
      const organization = visibleOrganisation(caller, Number(params.id));
      if (organization === undefined) return notFoundAnswer('Organisation');
      if (organization === 'forbidden') return forbiddenAnswer('view this organisation');
      return HttpResponse.json<OrganisationAnswer>({ organization });
    }),
  ),

  // One path creates (no id) and updates (with id) a school; the server checks the form as the console does.
  http.post(
    anyHost(saveOrganisationPath),
    asCaller(async ({ request, caller }) => {
      const body = await readJsonBody(request);
      if (!(managesOrganisations(caller.role) || (body.id !== undefined && editsSchools(caller.role))))
        return forbiddenAnswer('save organisations');
      const school =
        body.id === undefined ? undefined : demoDb.schools.find((row) => row.id === Number(body.id));
      if (body.id !== undefined && !school) return notFoundAnswer('Organisation');
      const fields = organisationFieldsOf(body);
      if (fields instanceof Response) return fields;
      if (school) updateSchool(school, fields);
      return HttpResponse.json<SavedIdAnswer>({ id: (school ?? createSchool(fields)).id });
    }),
  ),
];
