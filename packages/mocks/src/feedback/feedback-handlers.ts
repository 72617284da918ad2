import type { FeedbackListAnswer } from '@stride/api';
import { feedbackListPath, feedbackStatusPath } from '@stride/api';
import { feedbackStatusSchema } from '@stride/domain';
import { http, HttpResponse } from 'msw';
import { errorAnswer, forbiddenAnswer, notFoundAnswer } from '../answers/error-answers';
import { demoDb } from '../data/demo-db';
import { asCaller, opens } from '../session/caller';
import type { Role } from '@stride/domain';
import { anyHost } from '../handlers/any-host';
import { readJsonBody } from '../handlers/read-json-body';

/** Feedback is the super admin's page (docs/product/feedback.md). */
const refusal = (role: Role | null) => (opens(role, 'feedback') ? null : forbiddenAnswer('read feedback'));

export const feedbackHandlers = [
  http.get(
    anyHost(feedbackListPath),
    asCaller(({ caller }) => {
      const refused = refusal(caller.role);
      if (refused) return refused;
      const schoolName = (id: number | null) =>
        demoDb.schools.find((school) => school.id === id)?.name ?? null;
      const data = demoDb.feedback.map(({ school_id, ...row }) => ({
        ...row,
        school: schoolName(school_id),
      }));
      return HttpResponse.json<FeedbackListAnswer>({ data });
    }),
  ),

  http.post(
    anyHost(feedbackStatusPath),
    asCaller(async ({ request, caller }) => {
      const refused = refusal(caller.role);
      if (refused) return refused;
      const body = await readJsonBody(request);
      const status = feedbackStatusSchema.safeParse(body.status);
      if (!status.success) return errorAnswer(422, 'invalid', 'Unknown status');
      const row = demoDb.feedback.find((entry) => entry.id === body.id);
      if (!row) return notFoundAnswer('Feedback');
      row.status = status.data;
      return HttpResponse.json({ success: true });
    }),
  ),
];
