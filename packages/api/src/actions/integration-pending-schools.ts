import { z } from 'zod';

/** GET api/admin/actions/integrationPendingSchools (row 78; answer assumed, ADR 0086): schools waiting for their provider token. */
const pendingSchoolSchema = z.object({
  id: z.number(),
  name: z.string(),
  provider_school_id: z.string().nullish(),
});
export const integrationPendingSchoolsAnswerSchema = z.object({ schools: z.array(pendingSchoolSchema) });
export type IntegrationPendingSchoolsAnswer = z.infer<typeof integrationPendingSchoolsAnswerSchema>;
