import { z } from 'zod';

/** POST api/admin/actions/stapJourneyCount (assumed, ADR 0086): the upload's journeys counted. */
export const stapJourneyCountAnswerSchema = z.object({
  stap_data_upload_id: z.number(),
  journeys: z.number().int().nonnegative(),
});
export type StapJourneyCountAnswer = z.infer<typeof stapJourneyCountAnswerSchema>;
