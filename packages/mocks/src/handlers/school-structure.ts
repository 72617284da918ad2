import type { AllSchoolYearsAnswer, OrganisationAddressesAnswer, OrganisationGroupsAnswer, TermsAnswer } from '@stride/api';
import { allSchoolYearsPath, organisationAddressesPath, organisationGroupsPath, schoolYearsPath, studentYearGroupType, termsPath } from '@stride/api';
import type { Role } from '@stride/domain';
import { currentTerm } from '@stride/domain';
import { http, HttpResponse } from 'msw';
import { forbiddenAnswer, notFoundAnswer } from '../answers/error-answers';
import { addressAsOrganisationAddress } from '../answers/organisation';
import { demoDb } from '../data/demo-db';
import { asCaller } from '../session/caller';
import { canSeeSchool } from '../session/role-scope';
import { anyHost } from './any-host';
import { schoolYearsFor } from './school-years-query';

/** The three role-specific year-option paths, each with the roles allowed to call it (spec 1 §6). */
const yearPaths = new Map<string, Role[]>();
for (const role of ['SCHOOL_ADMIN', 'COUNCIL_ADMIN', 'MULTI_SCHOOL_ADMIN', 'SUPERADMIN', 'ADMIN'] as const) {
  yearPaths.set(schoolYearsPath(role), [...(yearPaths.get(schoolYearsPath(role)) ?? []), role]);
}

export const schoolStructureHandlers = [
  http.get(
    anyHost(termsPath),
    // CURRENT is the filter's own default, not a term the list offers.
    asCaller(() =>
      HttpResponse.json<TermsAnswer>({
        terms: demoDb.terms.filter((row) => row.term !== currentTerm).map(({ id, term }) => ({ id, term, name: term })),
      }),
    ),
  ),

  http.get<{ id: string }>(
    anyHost(organisationAddressesPath(':id')),
    asCaller(({ params, caller }) => {
      const id = Number(params.id);
      if (!demoDb.schools.some((school) => school.id === id)) return notFoundAnswer('Organisation');
      if (!canSeeSchool(caller, id)) return forbiddenAnswer("view this organisation's addresses");
      const addresses = demoDb.schoolAddresses.filter((address) => address.organization_id === id).map(addressAsOrganisationAddress);
      return HttpResponse.json<OrganisationAddressesAnswer>({ addresses });
    }),
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
              .map(({ id: levelId, value, name, status, organization_address_id }) => ({ id: levelId, value, name, status, organization_address_id }))
          : [];
      return HttpResponse.json<OrganisationGroupsAnswer>({ groups });
    }),
  ),

  http.get(
    anyHost(allSchoolYearsPath),
    asCaller(() => HttpResponse.json<AllSchoolYearsAnswer>({ years: demoDb.schoolYears.map(({ level, name }) => ({ level, name })) })),
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
];
