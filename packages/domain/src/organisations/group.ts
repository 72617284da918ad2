import { z } from 'zod';

/** Limits of the groups modal (docs/product/notices.md). */
export const groupNameMaxLength = 20;
export const groupDescriptionMaxLength = 80;

/** A group of schools, selectable in filters as `group_{id}` (docs/product/metrics.md). */
export const schoolGroupSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullish(),
  /** Schools in the group; an absent list means none. */
  school_ids: z.array(z.number()).default([]),
  members: z.number().nullish(),
});
export type SchoolGroup = z.infer<typeof schoolGroupSchema>;
