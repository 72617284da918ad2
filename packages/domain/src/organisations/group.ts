import { z } from 'zod';

/** Limits of the groups modal (spec 3 §9). */
export const groupNameMaxLength = 20;
export const groupDescriptionMaxLength = 80;

/** A group of schools, selectable in filters as `group_{id}` (spec 1 §3, spec 3 §3). */
export const schoolGroupSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullish(),
  /** Schools in the group; an absent list means none. */
  school_ids: z.array(z.number()).default([]),
  members: z.number().nullish(),
});
export type SchoolGroup = z.infer<typeof schoolGroupSchema>;
