import type { CouncilAnswer, CouncilSchoolsAnswer, CouncilsAnswer, SavedIdAnswer } from '@stride/api';
import { councilPath, councilSchoolsPath, councilsPath } from '@stride/api';
import { councilFormSchema } from '@stride/domain';
import { http, HttpResponse } from 'msw';
import { errorAnswer, forbiddenAnswer, notFoundAnswer } from '../answers/error-answers';
import { councilAsCouncil, countPeopleBySchool, schoolAsOrganisation } from './organisation-answers';
import { createCouncil, updateCouncil } from './council-writes';
import { demoDb } from '../data/demo-db';
import { asCaller, opens } from '../session/caller';
import { councilsVisibleTo, schoolsVisibleTo } from '../session/role-scope';
import { anyHost } from '../handlers/any-host';
import { readJsonBody } from '../handlers/read-json-body';

export const councilHandlers = [
  http.get(
    anyHost(councilsPath),
    asCaller(({ caller }) =>
      HttpResponse.json<CouncilsAnswer>({ councils: councilsVisibleTo(caller).map(councilAsCouncil) }),
    ),
  ),

  http.get<{ id: string }>(
    anyHost(councilPath(':id')),
    asCaller(({ params, caller }) => {
      const council = demoDb.councils.find((row) => row.id === Number(params.id));
      if (!council) return notFoundAnswer('Council');
      if (!councilsVisibleTo(caller).includes(council)) return forbiddenAnswer('view this council');
      return HttpResponse.json<CouncilAnswer>({ council: councilAsCouncil(council) });
    }),
  ),

  // One path creates (no id) and updates (with id): the server checks the form as the console does.
  http.post(
    anyHost(councilsPath),
    asCaller(async ({ request, caller }) => {
      if (!opens(caller.role, 'councils')) return forbiddenAnswer('save councils');
      const body = await readJsonBody(request);
      const council =
        body.id === undefined ? undefined : demoDb.councils.find((row) => row.id === Number(body.id));
      if (body.id !== undefined && !council) return notFoundAnswer('Council');
      // An edit leaves out the disabled e-mail, password and phone.
      const parsed = councilFormSchema(council !== undefined).safeParse({
        email: '',
        password: '',
        phone: '',
        ...body,
      });
      if (!parsed.success)
        return errorAnswer(422, 'invalid', parsed.error.issues[0]?.message ?? 'Invalid council');
      if (council) updateCouncil(council, parsed.data);
      return HttpResponse.json<SavedIdAnswer>({ id: (council ?? createCouncil(parsed.data)).id });
    }),
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
