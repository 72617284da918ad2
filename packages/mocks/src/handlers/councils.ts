import type { CouncilSchoolsAnswer, CouncilsAnswer } from '@stride/api';
import { councilSchoolsPath, councilsPath } from '@stride/api';
import { http, HttpResponse } from 'msw';
import { forbiddenAnswer, notFoundAnswer } from '../answers/error-answers';
import { councilAsCouncil, countPeopleBySchool, schoolAsOrganisation } from '../answers/organisation';
import { demoDb } from '../data/demo-db';
import { asCaller } from '../session/caller';
import { councilsVisibleTo, schoolsVisibleTo } from '../session/role-scope';
import { anyHost } from './any-host';

export const councilHandlers = [
  http.get(
    anyHost(councilsPath),
    asCaller(({ caller }) => HttpResponse.json<CouncilsAnswer>({ councils: councilsVisibleTo(caller).map(councilAsCouncil) })),
  ),

  http.get<{ id: string }>(
    anyHost(councilSchoolsPath(':id')),
    asCaller(({ params, caller }) => {
      const council = demoDb.councils.find((row) => row.id === Number(params.id));
      if (!council) return notFoundAnswer('Council');
      if (!councilsVisibleTo(caller).includes(council)) return forbiddenAnswer("view this council's schools");
      const counts = countPeopleBySchool();
      const schools = schoolsVisibleTo(caller)
        .filter((school) => school.council_id === council.id)
        .map((school) => schoolAsOrganisation(school, counts));
      return HttpResponse.json<CouncilSchoolsAnswer>({ schools });
    }),
  ),
];
